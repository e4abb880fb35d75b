export * from './deleted-retention';
export * from './deleted-task-schemas';
