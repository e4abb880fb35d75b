import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  deletedCutoff,
  importQuotaMessage,
  placeImportedTasks,
  type ImportPlan,
  type ExportedStreak,
  type PlacedTask,
  type PlannedTask,
  type SkippedEntry,
  type Task,
} from '@dayflow/core';
import type { DialectName } from '../db/database';
import { HttpError } from '../http/errors';
import { countAllTasks } from '../tasks/task-quota';
import type { Database } from '../db/schema';
import { findDailyGoal } from '../progress/goal-repository';
import { listDeletedTasks } from '../tasks/deleted-task-repository';
import { listTasks, listTasksForUpdate, toTask, type Db } from '../tasks/task-repository';

/** Everything of one user's that the export holds, read in one transaction so it is consistent. */
export async function readUserData(db: Kysely<Database>, uid: string, now: number) {
  return db.transaction().execute(async (trx) => ({
    tasks: await listTasks(trx, uid),
    recentlyDeleted: await listDeletedTasks(trx, uid, deletedCutoff(now)),
    dailyGoal: await findDailyGoal(trx, uid),
    streak: (await readStreak(trx, uid)) ?? null,
  }));
}

/** The whole streak row, countedUntil included, so an import elsewhere counts days the same way. */
async function readStreak(db: Db, uid: string): Promise<ExportedStreak | undefined> {
  const row = await db
    .selectFrom('streaks')
    .select(['count', 'last_active', 'counted_until'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row && { count: row.count, lastActive: row.last_active, countedUntil: row.counted_until };
}

/** An import checked against the account: what would be written, and what not and why. */
export interface PreparedImport {
  tasks: PlacedTask<PlannedTask & { clientKey: string }>[];
  skipped: SkippedEntry[];
  dailyGoal: number | null;
  streak: { count: number; lastActive: string; countedUntil: number | null } | null;
}

/**
 * Decides, from reads only, what an import adds to this user's account: tasks already imported
 * (same key) or already here (a Dayflow export of this very account) are skipped, the rest are
 * placed after the user's tasks; goal and streak only fill what the account does not have yet.
 */
export async function prepareImport(
  db: Db,
  uid: string,
  plan: ImportPlan,
  keys: string[],
  existing: Task[],
  now: number,
  maxTasks: number,
): Promise<PreparedImport> {
  const knownKeys = new Set(
    (await db.selectFrom('tasks').select('client_key').where('uid', '=', uid).execute()).map((r) => r.client_key),
  );
  const knownIds = new Set(existing.map((t) => t.id));
  const skipped = [...plan.skipped];
  const fresh: (PlannedTask & { clientKey: string })[] = [];
  plan.tasks.forEach((task, index) => {
    const clientKey = keys[index]!;
    if (knownKeys.has(clientKey) || (task.sourceId !== undefined && knownIds.has(task.sourceId))) {
      skipped.push({ where: task.where, reason: 'already in your planner (imported before)' });
    } else {
      knownKeys.add(clientKey);
      fresh.push({ ...task, clientKey });
    }
  });
  // Refused whole, before anything is written: a cut import would leave the user guessing what is missing.
  const kept = await countAllTasks(db, uid);
  if (kept + fresh.length > maxTasks)
    throw new HttpError(413, importQuotaMessage(maxTasks, kept, fresh.length), 'tasks');
  const placed = placeImportedTasks(fresh, existing, now);

  let dailyGoal: number | null = null;
  if (plan.dailyGoal !== undefined) {
    if ((await findDailyGoal(db, uid)) === undefined) dailyGoal = plan.dailyGoal;
    else skipped.push({ where: 'goal', reason: 'your account already has a daily goal' });
  }
  let streak: PreparedImport['streak'] = null;
  // A streak never active is no streak: there is nothing to store (last_active is required).
  if (plan.streak && plan.streak.lastActive !== null) {
    if ((await readStreak(db, uid)) === undefined) {
      const { count, lastActive, countedUntil } = plan.streak;
      streak = { count, lastActive, countedUntil: countedUntil ?? null };
    } else skipped.push({ where: 'streak', reason: 'your account already has a streak' });
  }
  return { tasks: placed, skipped, dailyGoal, streak };
}

/** What a preview shows: the same decision as an import, written nowhere. */
export async function previewImport(
  db: Kysely<Database>,
  uid: string,
  plan: ImportPlan,
  keys: string[],
  now: number,
  maxTasks: number,
) {
  return prepareImport(db, uid, plan, keys, await listTasks(db, uid), now, maxTasks);
}

// 10 columns per row: far below SQLite's and PostgreSQL's limits on bound parameters.
const INSERT_CHUNK = 500;

/**
 * Writes an import in ONE transaction: every task, goal and streak, or nothing. On PostgreSQL
 * the user's task rows are locked first, so a move or another import of theirs waits instead of
 * renumbering from a stale picture. Returns what was written, to answer and publish.
 */
export async function commitImport(
  db: Kysely<Database>,
  dialect: DialectName,
  uid: string,
  plan: ImportPlan,
  keys: string[],
  now: number,
  maxTasks: number,
): Promise<{ prepared: PreparedImport; written: Task[] }> {
  return db.transaction().execute(async (trx) => {
    const existing = await listTasksForUpdate(trx, uid, dialect === 'postgres');
    const prepared = await prepareImport(trx, uid, plan, keys, existing, now, maxTasks);
    const written: Task[] = [];
    for (let start = 0; start < prepared.tasks.length; start += INSERT_CHUNK) {
      const rows = prepared.tasks.slice(start, start + INSERT_CHUNK).map((t) => ({
        id: crypto.randomUUID(),
        uid,
        client_key: t.clientKey,
        text: t.text,
        priority: t.priority,
        completed: t.completed ? 1 : 0,
        section: t.section,
        position: t.order,
        created_at: t.createdAt,
        updated_at: t.updatedAt,
      }));
      const inserted = await trx
        .insertInto('tasks')
        .values(rows)
        // A concurrent import of the same file may have written some of these since we looked.
        .onConflict((oc) => oc.columns(['uid', 'client_key']).doNothing())
        .returning(['id', 'text', 'priority', 'completed', 'section', 'position', 'created_at', 'updated_at'])
        .execute();
      written.push(...inserted.map(toTask));
    }
    if (prepared.dailyGoal !== null) {
      await trx
        .insertInto('goals')
        .values({ uid, daily_goal: prepared.dailyGoal })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
    }
    if (prepared.streak) {
      await trx
        .insertInto('streaks')
        .values({
          uid,
          count: prepared.streak.count,
          last_active: prepared.streak.lastActive,
          counted_until: prepared.streak.countedUntil,
        })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
    }
    return { prepared, written };
  });
}
