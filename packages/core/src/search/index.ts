export * from './search-tasks';
export * from './search-texts';
export * from './search-title';
