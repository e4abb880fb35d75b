export * from './note-schemas';
export * from './note-rules';
export * from './note-texts';
export * from './note-link';
