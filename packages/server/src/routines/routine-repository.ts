import {
  maskToWeekdays,
  repeatRuleToRrule,
  weekdaysRule,
  weekdaysToMask,
  type Priority,
  type Routine,
  type RoutineRhythmFields,
} from '@dayflow/core';
import type { Task } from '@dayflow/core';
import type { RoutineTable, Db } from '../db';
import { type TaskWrite, TASK_COLUMNS, toTask } from '../tasks';

const ROUTINE_COLUMNS = [
  'id',
  'text',
  'priority',
  'weekdays',
  'rrule',
  'starts_on',
  'paused',
  'created_at',
  'updated_at',
] as const;
type RoutineColumns = Pick<RoutineTable, (typeof ROUTINE_COLUMNS)[number]>;

/**
 * The only place a routine row becomes the API's Routine (mask → weekdays, 0/1 → boolean). A
 * weekday routine keeps no rule text: its RRULE is spelled from its weekdays.
 */
export function toRoutine(row: RoutineColumns): Routine {
  const weekdays = maskToWeekdays(row.weekdays);
  return {
    id: row.id,
    text: row.text,
    priority: row.priority,
    weekdays,
    rrule: row.rrule ?? repeatRuleToRrule(weekdaysRule(weekdays)),
    startsOn: row.starts_on,
    paused: Number(row.paused) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function listRoutines(db: Db, uid: string): Promise<Routine[]> {
  const rows = await db
    .selectFrom('routines')
    .select(ROUTINE_COLUMNS)
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRoutine);
}

export async function findRoutine(db: Db, uid: string, id: string): Promise<Routine | undefined> {
  const row = await db
    .selectFrom('routines')
    .select(ROUTINE_COLUMNS)
    .where('uid', '=', uid)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRoutine(row);
}

/** A rhythm's columns: the rule text is kept only for rules beyond weekdays (with a first day). */
function rhythmColumns(rhythm: Pick<Routine, 'weekdays' | 'rrule' | 'startsOn'>) {
  const rule = rhythm.startsOn !== null;
  return {
    weekdays: weekdaysToMask(rhythm.weekdays),
    rrule: rule ? rhythm.rrule : null,
    starts_on: rhythm.startsOn,
  };
}

export async function insertRoutine(db: Db, uid: string, routine: Routine): Promise<void> {
  await db
    .insertInto('routines')
    .values({
      id: routine.id,
      uid,
      text: routine.text,
      priority: routine.priority,
      ...rhythmColumns(routine),
      paused: routine.paused ? 1 : 0,
      created_at: routine.createdAt,
      updated_at: routine.updatedAt,
    })
    .execute();
}

export interface RoutineChanges {
  text?: string;
  priority?: Priority;
  rhythm?: RoutineRhythmFields;
  paused?: boolean;
  updatedAt: number;
}

/** Undefined when the routine is missing or someone else's. */
export async function updateRoutine(
  db: Db,
  uid: string,
  id: string,
  changes: RoutineChanges,
): Promise<Routine | undefined> {
  const row = await db
    .updateTable('routines')
    .set({
      ...(changes.text !== undefined && { text: changes.text }),
      ...(changes.priority !== undefined && { priority: changes.priority }),
      ...(changes.rhythm !== undefined && rhythmColumns(changes.rhythm)),
      ...(changes.paused !== undefined && { paused: changes.paused ? 1 : 0 }),
      updated_at: changes.updatedAt,
    })
    .where('uid', '=', uid)
    .where('id', '=', id)
    .returning(ROUTINE_COLUMNS)
    .executeTakeFirst();
  return row && toRoutine(row);
}

/** Deletes the routine only; tasks it already created are the user's like any other. */
export async function deleteRoutine(db: Db, uid: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('routines').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Marks the tasks as the routine's (the task it was made from) or as no routine's (routineId
 * null: the routine was deleted). updatedAt is left alone on purpose: on a completed task it
 * says which day the completion counted on. Returns the changed tasks, to tell the devices.
 */
export async function linkTasks(
  w: TaskWrite,
  where: { taskId: string } | { routineId: string },
  routineId: string | null,
): Promise<Task[]> {
  const rows = await w.trx
    .updateTable('tasks')
    .set({ routine_id: routineId, version: w.version })
    .where('uid', '=', w.uid)
    .where('deleted_at', 'is', null)
    .$if('taskId' in where, (q) => q.where('id', '=', (where as { taskId: string }).taskId))
    .$if('routineId' in where, (q) => q.where('routine_id', '=', (where as { routineId: string }).routineId))
    .returning(TASK_COLUMNS)
    .execute();
  return rows.map(toTask);
}
