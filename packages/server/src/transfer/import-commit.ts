import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  localDateKey,
  routineIdentity,
  routineRhythm,
  type ImportPlan,
  type Routine,
  type Settings,
  type Note,
  type Task,
} from '@dayflow/core';
import { changeTasks, checklistColumn, type TaskWrite, listTasksForUpdate, TASK_COLUMNS, toTask } from '../tasks';
import { findSettingsRow, saveSettings, toSettings } from '../daily-loop';
import { insertRoutine, listRoutines } from '../routines';
import { prepareImport, type ImportKeys, type PreparedImport } from './import-prepare';
import { importNotes } from './import-notes';

// 15 columns per row: far below SQLite's and PostgreSQL's limits on bound parameters.
const INSERT_CHUNK = 500;

type Row = PreparedImport['tasks'][number] & { deletedAt?: number };
/** The file's routine ids, each mapped to the routine of this account that stands for it. */
type RoutineIds = Map<string, string>;
/** The file's note ids, each mapped to the note of this account that stands for it (import-notes.ts). */
type NoteIds = Map<string, string>;

/** An imported reminder still ahead is sent here; one already past was the old account's to send. */
function importedReminder(remindAt: string | undefined, now: number) {
  if (remindAt === undefined) return {};
  const at = Date.parse(remindAt);
  return { remind_at: at, reminder_state: at > now ? ('pending' as const) : ('sent' as const) };
}

async function insertTasks(
  w: TaskWrite,
  tasks: Row[],
  now: number,
  routineIds: RoutineIds,
  noteIds: NoteIds,
): Promise<Task[]> {
  const written: Task[] = [];
  for (let start = 0; start < tasks.length; start += INSERT_CHUNK) {
    const rows = tasks.slice(start, start + INSERT_CHUNK).map((t) => ({
      // The file's ids and versions are not trusted: each imported task is new to this account.
      id: crypto.randomUUID(),
      uid: w.uid,
      client_key: t.clientKey,
      text: t.text,
      priority: t.priority,
      completed: t.completed ? 1 : 0,
      section: t.section,
      day: t.day ?? null,
      position: t.order,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
      deleted_at: t.deletedAt ?? null,
      ...importedReminder(t.remindAt, now),
      routine_id: (t.routineId !== undefined && routineIds.get(t.routineId)) || null,
      note_id: (t.noteId !== undefined && noteIds.get(t.noteId)) || null,
      notes: t.notes ?? '',
      checklist: checklistColumn(t.checklist ?? []),
      version: w.version,
    }));
    const inserted = await w.trx
      .insertInto('tasks')
      .values(rows)
      // A concurrent import of the same file may have written some of these since we looked.
      .onConflict((oc) => oc.columns(['uid', 'client_key']).doNothing())
      .returning([...TASK_COLUMNS, 'deleted_at'])
      .execute();
    written.push(...inserted.map(toTask));
  }
  return written;
}

export interface CommittedImport {
  prepared: PreparedImport;
  /** Tasks written to the lists (not those put in Recently deleted). */
  written: Task[];
  routines: Routine[];
  /** The whole settings record when the import changed it. */
  settings: Settings | null;
  /** The Notes workspace's notes written. */
  notes: Note[];
  /** The user's change version after the import (as before it when no task was written). */
  version: number;
}

/**
 * Writes an import in ONE transaction: every task, routine, setting, day of history, goal and
 * streak, or nothing; its tasks are one change of the user's (changeTasks: one version, published
 * after commit). On PostgreSQL the user's task rows are locked first, so a move or another
 * import of theirs waits instead of renumbering from a stale picture. Returns what was written,
 * to answer and publish.
 */
export async function commitImport(
  app: Pick<FastifyInstance, 'db' | 'liveBus' | 'dialect'>,
  uid: string,
  plan: ImportPlan,
  keys: ImportKeys,
  now: number,
  maxTasks: number,
): Promise<CommittedImport> {
  const { result, clock } = await changeTasks(app, uid, async (w) => {
    const trx = w.trx;
    const existing = await listTasksForUpdate(trx, uid, app.dialect === 'postgres');
    const prepared = await prepareImport(trx, uid, plan, keys, existing, now, maxTasks);
    const routines: Routine[] = [];
    // Routines list by creation time, then id: ids handed out in ascending order keep the
    // file's order among routines created at the same instant.
    const ids = prepared.routines.map(() => crypto.randomUUID()).sort();
    // A rule without a first day (from Todoist) counts from the day of the import.
    const today = localDateKey(now, (await findSettingsRow(trx, uid))?.time_zone ?? 'UTC');
    for (const [index, r] of prepared.routines.entries()) {
      const routine = {
        id: ids[index]!,
        text: r.text,
        priority: r.priority,
        ...routineRhythm({ weekdays: r.weekdays, rrule: r.rrule, startsOn: r.startsOn ?? undefined }, undefined, today),
        paused: r.paused,
        createdAt: r.createdAt ?? now,
        updatedAt: r.updatedAt ?? now,
      };
      await insertRoutine(trx, uid, routine);
      routines.push(routine);
    }

    // Tasks after routines, so each keeps its repeat mark: a routine the account already had
    // (same text and days) stands for the file's.
    const byIdentity = new Map((await listRoutines(trx, uid)).map((r) => [routineIdentity(r), r.id]));
    const routineIds: RoutineIds = new Map();
    for (const r of plan.routines ?? []) {
      const id = byIdentity.get(routineIdentity(r));
      if (r.sourceId !== undefined && id !== undefined) routineIds.set(r.sourceId, id);
    }
    // Notes before tasks, so a task made from a note keeps its link to it.
    const notes = await importNotes(trx, uid, plan.freeNotes ?? [], now);
    prepared.skipped.push(...notes.skipped);
    const written = await insertTasks(w, prepared.tasks, now, routineIds, notes.ids);
    // Deleted tasks hold no place in a list: a restore gives them one.
    const deleted = await insertTasks(
      w,
      prepared.recentlyDeleted.map((t) => ({
        ...t,
        order: t.order ?? 0,
        createdAt: t.createdAt ?? now,
        updatedAt: t.updatedAt ?? now,
      })),
      now,
      routineIds,
      notes.ids,
    );

    let settings: Settings | null = null;
    if (prepared.settings.names.length > 0) {
      const row = await findSettingsRow(trx, uid);
      settings = { ...toSettings(row), ...prepared.settings.set };
      // As PUT /api/settings: the first zone known starts its day without a rollover.
      const firstDay = settings.timeZone && !row?.current_day ? localDateKey(now, settings.timeZone) : undefined;
      await saveSettings(trx, uid, settings, firstDay);
    }

    if (prepared.history.length > 0) {
      await trx
        .insertInto('day_counts')
        .values(prepared.history.map((d) => ({ uid, local_date: d.date, completed: d.completed })))
        // A day whose count went back to 0 (a completion undone) counts as no day: it is filled.
        .onConflict((oc) =>
          oc
            .columns(['uid', 'local_date'])
            .doUpdateSet({ completed: (eb) => eb.ref('excluded.completed') })
            .where('day_counts.completed', '=', 0),
        )
        .execute();
    }
    if (prepared.dailyGoal !== null) {
      await trx
        .insertInto('goals')
        .values({ uid, daily_goal: prepared.dailyGoal })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
    }
    if (prepared.streak) {
      const values = {
        count: prepared.streak.count,
        last_active: prepared.streak.lastActive,
        counted_until: prepared.streak.countedUntil,
        best: prepared.streak.best,
      };
      // Replaces a streak that only came from opening the planner (prepareImport decided).
      await trx
        .insertInto('streaks')
        .values({ uid, ...values })
        .onConflict((oc) => oc.column('uid').doUpdateSet(values))
        .execute();
    }
    const deletes = deleted.map((task) => task.id);
    return { result: { prepared, written, routines, settings, notes: notes.written }, upserts: written, deletes };
  });
  return { ...result, version: clock };
}
