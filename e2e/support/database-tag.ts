/**
 * Every browser test runs on SQLite (`npm test`); CI runs again on PostgreSQL only the tests whose
 * title carries this tag (`npm run test:pg`: Playwright's `--grep @db`), each with a `// @db:`
 * comment above it saying why. The server's unit suite runs whole on both databases, so a browser
 * test is tagged only when what it checks passes through something that suite does not reach in
 * one process:
 * - several server instances sharing one database, or its shared change feed;
 * - a change reaching another device or tab live (LISTEN/NOTIFY on PostgreSQL, in-process on SQLite);
 * - a day start, the streak's day or a capped write, under row locks (FOR UPDATE on PostgreSQL);
 * - an import or an account deletion: one transaction over many tables;
 * - sign-in, sessions and their ending, kept in the auth library's tables and raw SQL;
 * - a calendar feed (and the calendars to come);
 * - rows the test writes straight into the database (support/db.ts) for the app to read back.
 * database-tag.test.ts fails when a spec starts a second instance, reads the database URL or
 * writes the database itself and tags none of its tests, or tags one without saying why.
 */
export const DATABASE_TAG = '@db';
