import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DialectName } from './database';
import * as tasksGoalsStreaks from './migrations/0001-tasks-goals-streaks';
import * as streakCountedUntil from './migrations/0002-streak-counted-until';
import * as dailyLoop from './migrations/0003-daily-loop';
import * as accessTokens from './migrations/0004-access-tokens';
import * as softDeletedTasks from './migrations/0005-soft-deleted-tasks';
import * as routineLinksBestStreak from './migrations/0008-routine-links-best-streak';
import * as reminders from './migrations/0009-reminders';
import * as livePositionIndex from './migrations/0011-live-position-index';
import * as changeFeed from './migrations/0012-change-feed';
import * as sessionConfirmations from './migrations/0013-session-confirmations';
import * as codesOnce from './migrations/0014-codes-once';
import * as pushDevices from './migrations/0015-push-devices';
import * as plannedDays from './migrations/0016-planned-days';
import * as routineRules from './migrations/0017-routine-rules';
import * as sessionRenewals from './migrations/0018-session-renewals';
import * as taskNotes from './migrations/0019-task-notes';
import * as notes from './migrations/0020-notes';
import * as davTaskProperties from './migrations/0021-dav-task-properties';
import * as subscribedCalendars from './migrations/0022-subscribed-calendars';

/** Listed in code, not read from a folder, so the same list runs from source, tests and bundles. */
const migrations: Record<string, Migration> = {
  '0001-tasks-goals-streaks': tasksGoalsStreaks,
  '0002-streak-counted-until': streakCountedUntil,
  '0003-daily-loop': dailyLoop,
  '0004-access-tokens': accessTokens,
  '0005-soft-deleted-tasks': softDeletedTasks,
  '0008-routine-links-best-streak': routineLinksBestStreak,
  '0009-reminders': reminders,
  '0011-live-position-index': livePositionIndex,
  '0012-change-feed': changeFeed,
  '0013-session-confirmations': sessionConfirmations,
  '0014-codes-once': codesOnce,
  '0015-push-devices': pushDevices,
  '0016-planned-days': plannedDays,
  '0017-routine-rules': routineRules,
  '0018-session-renewals': sessionRenewals,
  '0019-task-notes': taskNotes,
  '0020-notes': notes,
  '0021-dav-task-properties': davTaskProperties,
  '0022-subscribed-calendars': subscribedCalendars,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations are written against Kysely<unknown>: they must not depend on today's table types.
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // Kysely looks for its bookkeeping tables in EVERY schema it can see on PostgreSQL; another
  // schema's (a second deployment, a parallel test) would make it skip creating ours and fail.
  // Pinning them to our own schema keeps schemas independent.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
