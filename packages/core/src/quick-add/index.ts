export * from './escape-quick-add';
export * from './parse-quick-add';
export * from './plan-quick-add';
export * from './quick-add-texts';
export * from './remove-quick-add-token';
export * from './text-counter';
export * from './text-limit-texts';
