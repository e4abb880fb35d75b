import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { placeForDueDay, TaskIdSchema, TaskNotesSchema, TaskTextSchema, todayIn, type Task } from '@dayflow/core';
import { taskDays } from '../daily-loop';
import { HttpError } from '../http';
import { listRoutines } from '../routines';
import { changeTasks, createTask, findTask, listTasks, moveTask, readChangesSince, softDeleteTask } from '../tasks';
import { findDavRow, listDavRows, saveDavRow, type DavRow } from './dav-store';
import { etagOf, readVtodo, renderVtodo, type VtodoInput } from './vtodo';

/**
 * The user's tasks as CalDAV resources, and a client's writes carried out through the same task
 * commands the JSON API uses (createTask, moveTask, updateTaskCounting, softDeleteTask inside
 * changeTasks), so versions, live updates, history and quotas are the API's own.
 */

/** A task as served: its resource name, body and ETag. */
export interface DavResource {
  task: Task;
  name: string;
  body: string;
  etag: string;
}

/** The user's date and zone: the day DUE dates are counted from. */
export interface UserDay {
  today: string;
  zone: string;
}

export async function userDay(app: FastifyInstance, uid: string): Promise<UserDay> {
  await taskDays.ensureDayStarted(app, uid);
  const zone = await taskDays.findZone(app.db, uid);
  return { zone, today: todayIn(app.config.now(), zone) };
}

const ownName = (id: string) => `${id}.ics`;
const nameOf = (task: Task, row: DavRow | undefined) => row?.href ?? ownName(task.id);

async function routineRules(app: FastifyInstance, uid: string): Promise<Map<string, string>> {
  return new Map((await listRoutines(app.db, uid)).map((routine) => [routine.id, routine.rrule]));
}

function toResource(task: Task, row: DavRow | undefined, rules: Map<string, string>, day: UserDay): DavResource {
  const rrule = task.routineId ? (rules.get(task.routineId) ?? null) : null;
  const body = renderVtodo(
    { task, icalUid: row?.icalUid ?? null, extras: row?.extras ?? '', rrule },
    day.today,
    day.zone,
  );
  return { task, name: nameOf(task, row), body, etag: etagOf(body) };
}

/** Every task of the user as a resource (completed ones included; Recently deleted is not in the calendar). */
export async function listResources(app: FastifyInstance, uid: string, day: UserDay): Promise<DavResource[]> {
  const [tasks, rows, rules] = await Promise.all([
    listTasks(app.db, uid),
    listDavRows(app.db, uid),
    routineRules(app, uid),
  ]);
  return tasks.map((task) => toResource(task, rows.get(task.id), rules, day));
}

/** The resource at `name` in the calendar, if the user has one there. */
export async function findResource(
  app: FastifyInstance,
  uid: string,
  name: string,
  day: UserDay,
): Promise<DavResource | undefined> {
  const byHref = await findDavRow(app.db, uid, 'href', name);
  let task: Task | undefined;
  let row = byHref;
  if (byHref) task = await findTask(app.db, uid, byHref.taskId);
  else {
    const id = /^(.+)\.ics$/.exec(name)?.[1];
    if (!id || !TaskIdSchema.safeParse(id).success) return undefined;
    task = await findTask(app.db, uid, id);
    row = task && (await findDavRow(app.db, uid, 'task_id', task.id));
    // A task whose client named its resource otherwise is only there.
    if (row?.href) return undefined;
  }
  return task && toResource(task, row, await routineRules(app, uid), day);
}

/** What sync-collection reports after `since`: changed resources and the names of removed ones. */
export async function changesSince(
  app: FastifyInstance,
  uid: string,
  since: number,
): Promise<{ version: number; changed: Set<string>; removed: string[] } | undefined> {
  const feed = await readChangesSince(app.db, uid, since);
  if (feed.type === 'snapshot') return undefined;
  const rows = await listDavRows(app.db, uid);
  return {
    version: feed.version,
    changed: new Set(feed.upserts.map((task) => task.id)),
    removed: feed.deletes.map((id) => rows.get(id)?.href ?? ownName(id)),
  };
}

export interface Preconditions {
  ifMatch?: string;
  ifNoneMatch?: string;
}

/** RFC 7232: `If-Match` needs a current resource with one of its ETags; `If-None-Match: *` needs none. */
export function checkPreconditions(current: DavResource | undefined, { ifMatch, ifNoneMatch }: Preconditions): void {
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((t) => t.trim());
    if (current && (tags.includes('*') || tags.includes(current.etag))) throw new HttpError(412, 'The resource exists');
  }
  if (ifMatch !== undefined) {
    const tags = ifMatch.split(',').map((t) => t.trim());
    if (!current || !(tags.includes('*') || tags.includes(current.etag)))
      throw new HttpError(412, 'The resource has changed since it was read');
  }
}

function checkedText(input: VtodoInput): string {
  const parsed = TaskTextSchema.safeParse(input.text);
  if (!parsed.success) throw new HttpError(400, `SUMMARY: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

function checkedNotes(input: VtodoInput): string {
  const parsed = TaskNotesSchema.safeParse(input.notes);
  if (!parsed.success) throw new HttpError(400, `DESCRIPTION: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

/** The task id a new resource gets: its UID when that is a UUID no task of the user holds, else a new one. */
async function newTaskId(app: FastifyInstance, uid: string, icalUid: string): Promise<string> {
  const lower = icalUid.toLowerCase();
  if (TaskIdSchema.safeParse(lower).success && !(await findTask(app.db, uid, lower))) return lower;
  return crypto.randomUUID();
}

/**
 * A PUT: creates the task (201) or changes it (204). The DUE date places it (core
 * placeForDueDay) when it differs from the date the task shows; completing counts in history.
 */
export async function putResource(
  app: FastifyInstance,
  uid: string,
  name: string,
  body: string,
  conditions: Preconditions,
): Promise<{ created: boolean }> {
  const day = await userDay(app, uid);
  const current = await findResource(app, uid, name, day);
  checkPreconditions(current, conditions);
  const input = readVtodo(body, day.zone);
  const text = checkedText(input);
  const notes = checkedNotes(input);
  const place = placeForDueDay(input.due, day.today);
  const now = app.config.now();

  let task: Task;
  let created = false;
  // A list moves open tasks only: a reopened task is reopened before its move, a completed one after.
  let moveAfterUpdate = async () => {};
  if (current) {
    task = current.task;
    // The same place as now (a DUE left as it was shown, or yesterday's on a Today task): no move.
    if (place.section !== task.section || place.day !== (task.day ?? null)) {
      const move = async () => void (await moveTask(app, uid, { id: task.id, ...place }, now, day.zone));
      if (input.completed) await move();
      else moveAfterUpdate = move;
    }
  } else {
    const holder =
      (await findDavRow(app.db, uid, 'ical_uid', input.icalUid)) ??
      (TaskIdSchema.safeParse(input.icalUid.toLowerCase()).success
        ? await findDavRow(app.db, uid, 'task_id', input.icalUid.toLowerCase())
        : undefined);
    const holderTask = holder ? await findTask(app.db, uid, holder.taskId) : undefined;
    const sameUid = holderTask ?? (await findTask(app.db, uid, input.icalUid.toLowerCase()));
    if (sameUid) throw new HttpError(409, 'UID: another resource of this calendar has this UID');
    const fields = {
      text,
      priority: input.priority,
      section: place.section,
      day: place.day,
      remindAt: input.remindAt === null ? null : new Date(input.remindAt).toISOString(),
    };
    const create = (id: string) => createTask(app, uid, { id, ...fields }, now, app.config.maxTasksPerUser);
    ({ task } = await create(await newTaskId(app, uid, input.icalUid)).catch((err: unknown) => {
      // Another user's task has that id: this one gets its own, and keeps the client's UID and name.
      if (err instanceof HttpError && err.statusCode === 409) return create(crypto.randomUUID());
      throw err;
    }));
    created = true;
  }

  const row: DavRow = {
    taskId: task.id,
    href: name === ownName(task.id) ? null : name,
    icalUid: input.icalUid === task.id ? null : input.icalUid,
    extras: input.extras,
  };
  const currentRemind = task.remindAt ? Date.parse(task.remindAt) : null;
  await changeTasks(app, uid, async (w) => {
    const changed = await taskDays.updateTaskCounting(w, app.dialect, task.id, {
      text,
      notes,
      priority: input.priority,
      completed: input.completed,
      ...(input.remindAt !== currentRemind && { remindAt: input.remindAt }),
      updatedAt: now,
    });
    if (changed) await saveDavRow(w.trx, uid, row);
    return { result: changed, upserts: changed ? [changed] : [], deletes: [] };
  });
  await moveAfterUpdate();
  return { created };
}

/** A DELETE: the task goes to Recently deleted, as a delete in the app does. */
export async function deleteResource(
  app: FastifyInstance,
  uid: string,
  name: string,
  conditions: Preconditions,
): Promise<boolean> {
  const current = await findResource(app, uid, name, await userDay(app, uid));
  checkPreconditions(current, conditions);
  if (!current) return false;
  const { id } = current.task;
  const { result } = await changeTasks(app, uid, async (w) => {
    const done = await softDeleteTask(w, id, app.config.now());
    return { result: done, upserts: [], deletes: done ? [id] : [] };
  });
  return result;
}
