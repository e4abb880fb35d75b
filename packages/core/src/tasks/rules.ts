export * from './task-list';
export * from './plan-move';
export * from './pending-too-long';
export * from './completed-cleanup';
export * from './task-notes';
