export * from './next-streak';
export * from './streak-messages';
export * from './count-activity';
export * from './best-streak';
