export * from './shortcut-sheet-texts';
export * from './shortcuts';
