export * from './reminder-constants';
export * from './reminder-rules';
export * from './reminder-schemas';
export * from './reminder-texts';
export * from './reminder-settings-texts';
export * from './reminder-when';
export * from './zoned-time';
export * from './nudges';
