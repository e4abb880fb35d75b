export * from './search-tasks';
export * from './search-texts';
