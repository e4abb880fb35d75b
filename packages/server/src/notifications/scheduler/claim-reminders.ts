import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { REMINDER_MISSED_AFTER_MS, type Task } from '@dayflow/core';
import { changeTasks, type TaskWrite, TASK_COLUMNS, toTask } from '../../tasks';

/** Reminders claimed per statement; a backlog is worked through batch after batch. */
export const CLAIM_BATCH = 500;

export interface ClaimedReminder {
  uid: string;
  task: Task;
  /** 'sent': deliver it now; 'missed': over an hour late, shown in the app instead. */
  state: 'sent' | 'missed';
  /** Completed or deleted since it was set: nothing to deliver. */
  settled: boolean;
}

/**
 * Claims due reminders: pending ones whose time has come (never earlier) turn 'sent', or 'missed'
 * when more than an hour late (they fell due while no server ran). One read finds them; then one
 * UPDATE per user, in a change of that user's tasks (changeTasks: versioned, and published to
 * their devices after commit). The update re-checks `reminder_state = 'pending'` row by row, so
 * when two instances pick the same rows, PostgreSQL makes the second wait for the first and then
 * skip them: each is claimed exactly once, as a day start is (its guard row). SQLite has a single
 * writer. Claimed means done: a crash after the claim loses that send rather than sending it twice.
 */
export async function claimDueReminders(
  app: Pick<FastifyInstance, 'db' | 'liveBus'>,
  now: number,
  limit = CLAIM_BATCH,
): Promise<ClaimedReminder[]> {
  const due = await app.db
    .selectFrom('tasks')
    .select(['id', 'uid'])
    .where('reminder_state', '=', 'pending')
    .where('remind_at', '<=', now)
    .orderBy('remind_at')
    .limit(limit)
    .execute();
  const idsByUser = new Map<string, string[]>();
  for (const { uid, id } of due) {
    const ids = idsByUser.get(uid);
    if (ids) ids.push(id);
    else idsByUser.set(uid, [id]);
  }
  const claimed: ClaimedReminder[] = [];
  for (const [uid, ids] of idsByUser) {
    const { result } = await changeTasks(app, uid, async (w) => {
      const rows = await claimRows(w, ids, now);
      const live = rows.filter((row) => row.deleted_at === null);
      return {
        result: rows.map((row) => ({
          uid,
          task: toTask(row),
          state: row.reminder_state === 'missed' ? ('missed' as const) : ('sent' as const),
          settled: Number(row.completed) === 1 || row.deleted_at !== null,
        })),
        upserts: live.map(toTask),
        deletes: rows.filter((row) => row.deleted_at !== null).map((row) => row.id),
      };
    });
    claimed.push(...result);
  }
  return claimed;
}

/** One user's claim: rows still pending and due (a reminder moved later since the read is left). */
const claimRows = (w: TaskWrite, ids: string[], now: number) =>
  w.trx
    .updateTable('tasks')
    .set({
      reminder_state: sql<
        'sent' | 'missed'
      >`case when remind_at < ${now - REMINDER_MISSED_AFTER_MS} then 'missed' else 'sent' end`,
      version: w.version,
    })
    .where('uid', '=', w.uid)
    .where('id', 'in', ids)
    .where('reminder_state', '=', 'pending')
    .where('remind_at', '<=', now)
    .returning([...TASK_COLUMNS, 'deleted_at'])
    .execute();
