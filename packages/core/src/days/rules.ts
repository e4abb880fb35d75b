export * from './rollover';
export * from './carried-over';
export * from './history';
export * from './history-texts';
export * from './review-texts';
export * from './review-entry-texts';
