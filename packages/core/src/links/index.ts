export * from './split-links';
