export * from './next-streak';
export * from './streak-messages';
