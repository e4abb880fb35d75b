import { sql } from 'kysely';
import { REMINDER_MISSED_AFTER_MS, type Task } from '@dayflow/core';
import { TASK_COLUMNS, toTask, type Db } from '../../tasks/task-repository';

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
 * Claims due reminders in one statement: pending ones whose time has come (never earlier) turn
 * 'sent', or 'missed' when more than an hour late (they fell due while no server ran). The update
 * re-checks `reminder_state = 'pending'` row by row, so when two instances pick the same rows,
 * PostgreSQL makes the second wait for the first and then skip them: each is claimed exactly
 * once, as a day start is (its guard row). SQLite has a single writer. Claimed means done: a
 * crash after the claim loses that send rather than sending it twice.
 */
export async function claimDueReminders(db: Db, now: number, limit = CLAIM_BATCH): Promise<ClaimedReminder[]> {
  const lateBefore = now - REMINDER_MISSED_AFTER_MS;
  const due = db
    .selectFrom('tasks')
    .select('id')
    .where('reminder_state', '=', 'pending')
    .where('remind_at', '<=', now)
    .orderBy('remind_at')
    .limit(limit);
  const rows = await db
    .updateTable('tasks')
    .set({
      reminder_state: sql<'sent' | 'missed'>`case when remind_at < ${lateBefore} then 'missed' else 'sent' end`,
    })
    .where('id', 'in', due)
    .where('reminder_state', '=', 'pending')
    .returning([...TASK_COLUMNS, 'uid', 'deleted_at'])
    .execute();
  return rows.map((row) => ({
    uid: row.uid,
    task: toTask(row),
    state: row.reminder_state === 'missed' ? 'missed' : 'sent',
    settled: Number(row.completed) === 1 || row.deleted_at !== null,
  }));
}
