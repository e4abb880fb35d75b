export * from './undo-stack';
export * from './restore-position';
export * from './undo-texts';
