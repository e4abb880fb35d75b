export * from './undo-stack';
export * from './restore-position';
export * from './deleted-retention';
export * from './deleted-task-schemas';
export * from './undo-texts';
