import { taskQuotaMessage } from '@dayflow/core';
import { HttpError } from '../http';
import type { Db } from '../db';

/** Every task the user keeps, Recently deleted included: what the quota counts. */
export async function countAllTasks(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counting a user's tasks reads every one of them, which made a create in a list of 3,000 cost
 * 1.4× a create in an empty one. Far below the limit the count cannot matter, so each app (keyed
 * by its database handle) keeps the count it last read for a short while and adds its own
 * creates to it; near the limit (the last tenth) every create counts again. What this instance
 * cannot see within TRUSTED_MS (another instance's import) can overshoot the limit by at most
 * the write rate limit's worth of creates, never by an amount the user chooses.
 */
const TRUSTED_MS = 30_000;
const MAX_REMEMBERED_USERS = 10_000;
const recentCounts = new WeakMap<object, Map<string, { count: number; readAt: number }>>();

function countsOf(app: object) {
  let counts = recentCounts.get(app);
  if (!counts) recentCounts.set(app, (counts = new Map()));
  return counts;
}

/** An import changed the user's count by many: the next create counts again. */
export function forgetTaskCount(app: object, uid: string): void {
  recentCounts.get(app)?.delete(uid);
}

/**
 * Refuses a new task once the user keeps `max`. Counted inside the creating transaction `trx`
 * (of the app whose database handle is `app`); two creates racing at the limit may both pass on
 * PostgreSQL, which overshoots by the requests in flight at that instant.
 */
export async function assertRoomForTask(app: object, trx: Db, uid: string, max: number): Promise<void> {
  const counts = countsOf(app);
  const known = counts.get(uid);
  const now = performance.now();
  if (known && now - known.readAt < TRUSTED_MS && known.count + 1 < max - Math.floor(max / 10)) {
    known.count += 1;
    return;
  }
  const count = await countAllTasks(trx, uid);
  if (count >= max) throw new HttpError(403, taskQuotaMessage(max), 'tasks');
  if (counts.size >= MAX_REMEMBERED_USERS) counts.clear();
  counts.set(uid, { count: count + 1, readAt: now });
}
