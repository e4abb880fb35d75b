import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  isNewDay,
  localDateKey,
  maskToWeekdays,
  nextOrder,
  planArrivals,
  planCarryOver,
  planRollover,
  routinesToCopy,
  type Task,
} from '@dayflow/core';
import type { Database } from '../../db';
import {
  changeTasks,
  type TaskWrite,
  insertTask,
  listTasksForUpdate,
  updateTask,
  type TaskToInsert,
} from '../../tasks';
import { forgetCarriedOver, trackCarriedOver, trackedTaskIds } from './carried-over-repository';

export interface StartedDay {
  today: string;
  /** Tasks moved from Tomorrow, then from Later, then routine copies: what the user's devices hear of. */
  upserts: Task[];
  /** The version the task changes took (published by changeTasks); undefined: none changed. */
  version: number | undefined;
}

/**
 * Starts the user's local day if it has changed since the last start: carried-over bookkeeping,
 * the rollover (unless switched off), the Later tasks whose day has come near (planArrivals:
 * always, since their user chose the day) and the day's routine copies, all in one transaction
 * with the (uid, date) guard row. Returns undefined when there is nothing to start (no zone known,
 * same day, or another instance or request started it first).
 *
 * After downtime across several days this is still one start, for today: Tomorrow's tasks move
 * once, and each routine due today is created once (missed days are not replayed) — and only
 * when no open copy of it is already in Today (routinesToCopy). A Later task whose day passed
 * meanwhile arrives in Today carried over since its day.
 */
export async function startDay(
  app: Pick<FastifyInstance, 'db' | 'liveBus' | 'dialect'>,
  uid: string,
  now: number,
): Promise<StartedDay | undefined> {
  const { result, version } = await changeTasks(app, uid, async (w) => {
    const started = await startDayIn(w, app.dialect === 'postgres', now);
    return { result: started, upserts: started?.upserts ?? [], deletes: [] };
  });
  return result && { ...result, version };
}

async function startDayIn(w: TaskWrite, lock: boolean, now: number) {
  const { trx, uid } = w;
  let query = trx.selectFrom('user_settings').selectAll().where('uid', '=', uid);
  // Serialises two instances on one user; the guard row below would also stop the second.
  if (lock) query = query.forUpdate();
  const settings = await query.executeTakeFirst();
  if (!settings?.time_zone) return undefined;
  const today = localDateKey(now, settings.time_zone);
  const previousDay = settings.current_day;
  if (!isNewDay(previousDay, today)) return undefined;
  if (!(await claimDay(trx, uid, today, now))) return undefined;
  await trx.updateTable('user_settings').set({ current_day: today }).where('uid', '=', uid).execute();
  if (previousDay === null) return { today, upserts: [] };

  const tasks = await listTasksForUpdate(trx, uid, lock);
  const openToday = tasks.filter((t) => t.section === 'today' && !t.completed).map((t) => t.id);
  const carry = planCarryOver(openToday, await trackedTaskIds(trx, uid), previousDay);
  await forgetCarriedOver(trx, uid, carry.drop);
  await trackCarriedOver(trx, uid, carry.add);

  const rolled: Task[] = [];
  for (const task of settings.rollover ? planRollover(tasks, now) : []) {
    const row = await updateTask(w, task.id, { section: 'today', order: task.order, updatedAt: now });
    if (row) rolled.push(row);
  }
  const afterRollover = replace(tasks, rolled);
  const arrivals = planArrivals(afterRollover, today, now);
  const arrived: Task[] = [];
  for (const task of arrivals.moved) {
    const { section, order, createdAt } = task;
    const row = await updateTask(w, task.id, { section, day: null, order, createdAt, updatedAt: now });
    if (row) arrived.push(row);
  }
  await trackCarriedOver(trx, uid, arrivals.carried);
  const created = await createRoutineCopies(w, today, replace(afterRollover, arrived), now, settings.time_zone);
  return { today, upserts: [...rolled, ...arrived, ...created] };
}

/** `tasks` with the written copies of some of them in their place. */
function replace(tasks: Task[], written: Task[]): Task[] {
  const byId = new Map(written.map((t) => [t.id, t]));
  return tasks.map((t) => byId.get(t.id) ?? t);
}

/** Inserts the (uid, date) guard row; false when that day was already started. */
async function claimDay(trx: Transaction<Database>, uid: string, today: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('day_starts')
    .values({ uid, local_date: today, started_at: now })
    .onConflict((oc) => oc.columns(['uid', 'local_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A fresh open copy in Today of every active routine due today (its weekdays, or the days its
 * rule names) that has no open copy there yet.
 * The client key names the routine and the date, so even a second start of the same day could
 * not copy a routine twice.
 */
async function createRoutineCopies(
  w: TaskWrite,
  today: string,
  tasks: Task[],
  now: number,
  zone: string,
): Promise<Task[]> {
  const { trx, uid } = w;
  const routines = await trx
    .selectFrom('routines')
    .select(['id', 'text', 'priority', 'weekdays', 'rrule', 'starts_on', 'created_at'])
    .where('uid', '=', uid)
    .where('paused', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const scheduled = routines.map((r) => ({
    ...r,
    weekdays: maskToWeekdays(r.weekdays),
    startsOn: r.starts_on,
    createdAt: Number(r.created_at),
  }));
  const created: Task[] = [];
  for (const routine of routinesToCopy(scheduled, tasks, today, zone)) {
    const task: TaskToInsert = {
      id: crypto.randomUUID(),
      text: routine.text,
      priority: routine.priority,
      completed: false,
      section: 'today',
      order: nextOrder([...tasks, ...created], 'today'),
      createdAt: now,
      updatedAt: now,
      notes: '',
      checklist: [],
      routineId: routine.id,
    };
    const written = await insertTask(w, task, `routine-${routine.id}-${today}`);
    if (written) created.push(written);
  }
  return created;
}
