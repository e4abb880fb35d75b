export * from './routine-schemas';
export * from './routine-schedule';
export * from './routine-texts';
export * from './routine-entry-texts';
export * from './routine-copies';
export * from './repeat-rule';
export * from './routine-days';
