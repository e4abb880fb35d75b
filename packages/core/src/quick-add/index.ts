export * from './parse-quick-add';
export * from './text-counter';
export * from './text-limit-texts';
