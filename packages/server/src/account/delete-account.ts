import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * Every table that holds a user's rows and the column naming the user, children before the
 * tables they point to. The sign-in library's tables use its own camelCase columns. A table
 * added later must be listed here or in NOT_USER_DATA: account-deletion.test.ts reads the
 * database's catalogue and fails on any table in neither.
 */
export const USER_ROWS: readonly { table: string; column: string }[] = [
  // First: every change to a user's tasks locks this row before their tasks (ADR 16), so the
  // deletion takes them in the same order and cannot deadlock with a write of the user.
  { table: 'user_versions', column: 'uid' },
  { table: 'carried_over', column: 'uid' },
  { table: 'day_counts', column: 'uid' },
  { table: 'day_starts', column: 'uid' },
  { table: 'routines', column: 'uid' },
  { table: 'notes', column: 'uid' },
  { table: 'user_settings', column: 'uid' },
  { table: 'dav_task_properties', column: 'uid' },
  { table: 'tasks', column: 'uid' },
  { table: 'goals', column: 'uid' },
  { table: 'streaks', column: 'uid' },
  { table: 'access_tokens', column: 'uid' },
  { table: 'push_subscriptions', column: 'uid' },
  { table: 'calendar_feeds', column: 'uid' },
  // Events first: they refer to their calendar.
  { table: 'calendar_events', column: 'uid' },
  { table: 'calendars', column: 'uid' },
  { table: 'nudge_settings', column: 'uid' },
  { table: 'session_confirmations', column: 'uid' },
  { table: 'session_renewals', column: 'uid' },
  { table: 'totp_steps', column: 'uid' },
  { table: 'pending_sign_ups', column: 'uid' },
  { table: 'verify_email_links', column: 'uid' },
  { table: 'two_factors', column: 'userId' },
  { table: 'passkeys', column: 'userId' },
  { table: 'sessions', column: 'userId' },
  { table: 'accounts', column: 'userId' },
];

/** Pending sign-in steps (password reset, email checks) name the user in `value` or `identifier`. */
export const VERIFICATIONS = 'verifications';
export const USERS = 'users';

/** Migration bookkeeping: nobody's data. */
export const NOT_USER_DATA: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Removes every row the user owns, on every table, in one transaction: all or nothing. */
export async function deleteAccountRows(db: Kysely<Database>, user: { id: string; email: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { table, column } of USER_ROWS) {
      await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${user.id}`.execute(trx);
    }
    await sql`
      delete from ${sql.table(VERIFICATIONS)}
      where "value" like ${likeEscaped(user.id)} escape '\\'
         or "identifier" like ${likeEscaped(user.id)} escape '\\'
         or lower("identifier") like ${likeEscaped(user.email.toLowerCase())} escape '\\'
    `.execute(trx);
    await sql`delete from ${sql.table(USERS)} where "id" = ${user.id}`.execute(trx);
  });
}
