export * from './rollover';
export * from './carried-over';
export * from './planned-days';
export * from './plan-texts';
export * from './history';
export * from './history-texts';
export * from './review-texts';
export * from './review-entry-texts';
