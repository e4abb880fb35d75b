export * from './details-mark-texts';
export * from './details-texts';
