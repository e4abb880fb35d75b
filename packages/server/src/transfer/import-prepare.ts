import type { Kysely } from 'kysely';
import {
  deletedCutoff,
  DELETED_RETENTION_MS,
  DAY_MS,
  importQuotaMessage,
  localDateKey,
  mergeHistory,
  mergeRoutines,
  mergeSettings,
  placeImportedTasks,
  streakIsEmpty,
  bestStreak,
  type ImportDates,
  type ImportPlan,
  type PlacedTask,
  type PlannedRoutine,
  type PlannedTask,
  type Settings,
  type SkippedEntry,
  type Task,
} from '@dayflow/core';
import type { Database, Db } from '../db';
import { HttpError } from '../http';
import { countAllTasks, listTasks } from '../tasks';
import { listDayCounts, findSettings, zoneOf } from '../daily-loop';
import { listRoutines } from '../routines';
import { findDailyGoal } from '../progress';
import { readStreak } from './export-read';

type Keyed<T> = T & { clientKey: string };

/** An import checked against the account: what would be written, and what not and why. */
export interface PreparedImport {
  tasks: PlacedTask<Keyed<PlannedTask>>[];
  recentlyDeleted: Keyed<PlannedTask & { deletedAt: number }>[];
  routines: PlannedRoutine[];
  skipped: SkippedEntry[];
  notes: SkippedEntry[];
  dates: ImportDates | undefined;
  dailyGoal: number | null;
  streak: { count: number; lastActive: string; countedUntil: number | null; best: number } | null;
  /** The settings the import changes, and their names for the summary. */
  settings: { set: Partial<Settings>; names: ('timeZone' | 'rollover' | 'restDays')[] };
  history: { date: string; completed: number }[];
}

/** The file's keys: one per planned task, and one per task bound for Recently deleted. */
export interface ImportKeys {
  tasks: string[];
  recentlyDeleted: string[];
}

/**
 * Decides, from reads only, what an import adds to this user's account: tasks already imported
 * (same key) or already here (a Dayflow export of this very account) are skipped, the rest are
 * placed after the user's tasks; every other part only fills what the account does not have yet
 * (import-merge.ts in core), each part left out with its reason.
 */
export async function prepareImport(
  db: Db,
  uid: string,
  plan: ImportPlan,
  keys: ImportKeys,
  existing: Task[],
  now: number,
  maxTasks: number,
): Promise<PreparedImport> {
  // Deleted tasks too: an account's own export names them, and their keys are still taken.
  const mine = await db.selectFrom('tasks').select(['id', 'client_key']).where('uid', '=', uid).execute();
  const knownKeys = new Set(mine.map((r) => r.client_key));
  const knownIds = new Set(mine.map((r) => r.id));
  const skipped = [...plan.skipped];
  const isNew = <T extends PlannedTask>(task: T, clientKey: string): task is T => {
    if (knownKeys.has(clientKey) || (task.sourceId !== undefined && knownIds.has(task.sourceId))) {
      skipped.push({ where: task.where, reason: 'already in your planner (imported before)' });
      return false;
    }
    knownKeys.add(clientKey);
    return true;
  };

  const fresh: Keyed<PlannedTask>[] = [];
  plan.tasks.forEach((task, index) => {
    const clientKey = keys.tasks[index]!;
    if (isNew(task, clientKey)) fresh.push({ ...task, clientKey });
  });
  const recentlyDeleted: PreparedImport['recentlyDeleted'] = [];
  const cutoff = deletedCutoff(now);
  (plan.recentlyDeleted ?? []).forEach((task, index) => {
    if (task.deletedAt < cutoff) {
      const days = DELETED_RETENTION_MS / DAY_MS;
      skipped.push({
        where: task.where,
        reason: `deleted more than ${days} days ago; Recently deleted keeps tasks ${days} days`,
      });
      return;
    }
    const clientKey = keys.recentlyDeleted[index]!;
    if (isNew(task, clientKey)) recentlyDeleted.push({ ...task, clientKey });
  });

  // Refused whole, before anything is written: a cut import would leave the user guessing what is missing.
  const kept = await countAllTasks(db, uid);
  const adding = fresh.length + recentlyDeleted.length;
  if (kept + adding > maxTasks) throw new HttpError(413, importQuotaMessage(maxTasks, kept, adding), 'tasks');

  const routines = mergeRoutines(plan.routines ?? [], await listRoutines(db, uid));
  skipped.push(...routines.skipped);

  const account = await findSettings(db, uid);
  const settings = plan.settings ? mergeSettings(account, plan.settings) : { set: {}, names: [], skipped: [] };
  skipped.push(...settings.skipped);

  const days = await listDayCounts(db, uid);
  const history = mergeHistory(plan.history ?? [], days);
  skipped.push(...history.skipped);

  let dailyGoal: number | null = null;
  if (plan.dailyGoal !== undefined) {
    if ((await findDailyGoal(db as Kysely<Database>, uid)) === undefined) dailyGoal = plan.dailyGoal;
    else skipped.push({ where: 'goal', reason: 'your account already has a daily goal' });
  }
  let streak: PreparedImport['streak'] = null;
  // A streak never active is no streak: there is nothing to store (last_active is required).
  if (plan.streak && plan.streak.lastActive !== null) {
    if (streakIsEmpty(await readStreak(db, uid), days.length)) {
      const { count, lastActive, countedUntil, best } = plan.streak;
      streak = { count, lastActive, countedUntil: countedUntil ?? null, best: bestStreak({ best, count }) };
    } else skipped.push({ where: 'streak', reason: 'your account already has a streak of its own' });
  }
  // The account's date decides which Later tasks of the file are due already (an old export, a
  // Todoist date); an account without a zone yet has the one the file was read in.
  const today = localDateKey(now, account.timeZone ?? plan.timeZone ?? zoneOf(account));
  return {
    tasks: placeImportedTasks(fresh, existing, now, today),
    recentlyDeleted,
    routines: routines.fresh,
    skipped,
    notes: plan.notes ?? [],
    dates: plan.dates,
    dailyGoal,
    streak,
    settings: { set: settings.set, names: settings.names },
    history: history.fresh,
  };
}

/** What a preview shows: the same decision as an import, written nowhere. */
export async function previewImport(
  db: Kysely<Database>,
  uid: string,
  plan: ImportPlan,
  keys: ImportKeys,
  now: number,
  maxTasks: number,
) {
  return prepareImport(db, uid, plan, keys, await listTasks(db, uid), now, maxTasks);
}
