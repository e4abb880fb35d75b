export * from './daily-progress';
export * from './progress-ring';
export * from './motivation';
