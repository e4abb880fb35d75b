import crypto from 'node:crypto';
import ICAL from 'ical.js';
import {
  canonicalTimeZone,
  dueDayOf,
  ICAL_PRIORITY,
  instantAt,
  isListCategory,
  listCategory,
  localDateKey,
  PRODUCT_NAME,
  priorityFromIcal,
  type Priority,
  type Task,
} from '@dayflow/core';
import { HttpError } from '../http';

/**
 * A task as one iCalendar object (a VCALENDAR with its VTODO), both ways, through ical.js. The
 * rules themselves (priority bands, which list a DUE date means) are core's (caldav-task.ts).
 *
 * What Dayflow does not model is kept as `extras`: iCalendar text of a VCALENDAR holding the
 * client's time zones and a VTODO with only the parts not read here, given back as they came.
 */

/**
 * The VTODO properties Dayflow reads and writes itself; every other one is the client's, kept.
 * DESCRIPTION is the task's notes, both ways.
 */
const MODELLED = new Set([
  'uid',
  'summary',
  'description',
  'priority',
  'status',
  'completed',
  'dtstamp',
  'last-modified',
  'created',
]);

const PRODID = `-//${PRODUCT_NAME}//CalDAV//EN`;

/** What a client's VTODO says, in Dayflow's terms. */
export interface VtodoInput {
  icalUid: string;
  /** SUMMARY, untrimmed; the task schema checks it. */
  text: string;
  /** DESCRIPTION, as written ('' for none); the task's notes. */
  notes: string;
  priority: Priority;
  completed: boolean;
  /** The local date of DUE in the user's zone; null: no DUE. */
  due: string | null;
  /** The first alarm's instant (epoch ms); null: none. */
  remindAt: number | null;
  extras: string;
}

export interface TaskResource {
  task: Task;
  /** The client's UID when it is not the task id. */
  icalUid: string | null;
  extras: string;
  /** The RRULE of the routine the task comes from. */
  rrule: string | null;
}

/** A copy: ical.js moves a property that is added to another component. */
const copyOf = (prop: ICAL.Property) => new ICAL.Property(prop.toJSON());
const utcTime = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);
const dateKeyOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** The instant of a DATE-TIME (UTC, a named zone, a VTIMEZONE of the object, or floating in the user's zone). */
export function instantOf(prop: ICAL.Property, calendar: ICAL.Component, zone: string): number {
  const time = prop.getFirstValue() as ICAL.Time;
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate().getTime();
  const tzid = prop.getParameter('tzid') as string | undefined;
  const wallMinutes = time.isDate ? 0 : time.hour * 60 + time.minute;
  const seconds = time.isDate ? 0 : time.second * 1000;
  if (tzid) {
    const named = canonicalTimeZone(tzid);
    if (named) return instantAt(dateKeyOf(time), wallMinutes, named) + seconds;
    const definition = calendar
      .getAllSubcomponents('vtimezone')
      .find((vtz) => vtz.getFirstPropertyValue('tzid') === tzid);
    if (definition) {
      const zoned = time.clone();
      zoned.zone = new ICAL.Timezone(definition);
      return zoned.toUnixTime() * 1000;
    }
  }
  return instantAt(dateKeyOf(time), wallMinutes, zone) + seconds;
}

/** The local date of a DATE or DATE-TIME property in the user's zone. */
function localDayOf(prop: ICAL.Property, calendar: ICAL.Component, zone: string): string {
  const time = prop.getFirstValue() as ICAL.Time;
  return time.isDate ? dateKeyOf(time) : localDateKey(instantOf(prop, calendar, zone), zone);
}

/** The instant an alarm rings: an absolute TRIGGER, or one relative to DTSTART (or DUE) as RELATED says. */
function alarmInstant(alarm: ICAL.Component, todo: ICAL.Component, calendar: ICAL.Component, zone: string) {
  const trigger = alarm.getFirstProperty('trigger');
  if (!trigger) return null;
  const value = trigger.getFirstValue();
  if (value instanceof ICAL.Time) return instantOf(trigger, calendar, zone);
  if (!(value instanceof ICAL.Duration)) return null;
  const related = String(trigger.getParameter('related') ?? 'START').toUpperCase();
  const anchor =
    related === 'END'
      ? todo.getFirstProperty('due')
      : (todo.getFirstProperty('dtstart') ?? todo.getFirstProperty('due'));
  return anchor ? instantOf(anchor, calendar, zone) + value.toSeconds() * 1000 : null;
}

/** Parses a PUT body: one VCALENDAR whose to-do is the task (other VTODOs with its UID, overrides, are kept). */
export function readVtodo(body: string, zone: string): VtodoInput {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new HttpError(400, 'The body is not valid iCalendar text');
  }
  if (calendar.name !== 'vcalendar') throw new HttpError(400, 'The body must be a VCALENDAR');
  const todos = calendar.getAllSubcomponents('vtodo');
  const master = todos.find((t) => !t.hasProperty('recurrence-id')) ?? todos[0];
  if (!master) throw new HttpError(403, 'Only to-dos (VTODO) are kept in this calendar');
  const icalUid = String(master.getFirstPropertyValue('uid') ?? '').trim();
  if (!icalUid) throw new HttpError(400, 'UID: must be given');

  const status = String(master.getFirstPropertyValue('status') ?? '').toUpperCase();
  const percent = Number(master.getFirstPropertyValue('percent-complete') ?? 0);
  const completed = status === 'COMPLETED' || (status === '' && (master.hasProperty('completed') || percent >= 100));
  const dueProp = master.getFirstProperty('due');
  const due = dueProp ? localDayOf(dueProp, calendar, zone) : null;

  const extraTodo = new ICAL.Component('vtodo');
  for (const prop of master.getAllProperties()) {
    const name = prop.name;
    if (MODELLED.has(name)) continue;
    if (name === 'percent-complete' && (completed || percent >= 100)) continue;
    if (name === 'due' && (prop.getFirstValue() as ICAL.Time).isDate) continue;
    if (name === 'categories') {
      const own = prop.getValues().filter((v) => !isListCategory(String(v)));
      if (own.length > 0) extraTodo.addPropertyWithValue('categories', '').setValues(own);
      continue;
    }
    extraTodo.addProperty(copyOf(prop));
  }
  let remindAt: number | null = null;
  for (const alarm of master.getAllSubcomponents('valarm')) {
    if (remindAt === null) {
      remindAt = alarmInstant(alarm, master, calendar, zone);
      if (remindAt !== null) continue;
    }
    extraTodo.addSubcomponent(new ICAL.Component(alarm.toJSON()));
  }
  for (const sub of master.getAllSubcomponents()) {
    if (sub.name !== 'valarm') extraTodo.addSubcomponent(new ICAL.Component(sub.toJSON()));
  }

  const extras = new ICAL.Component(['vcalendar', [], []]);
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) extras.addSubcomponent(new ICAL.Component(vtz.toJSON()));
  extras.addSubcomponent(extraTodo);
  for (const other of todos) if (other !== master) extras.addSubcomponent(new ICAL.Component(other.toJSON()));
  const kept = extraTodo.getAllProperties().length + extraTodo.getAllSubcomponents().length + todos.length - 1 > 0;

  return {
    icalUid,
    text: String(master.getFirstPropertyValue('summary') ?? ''),
    notes: String(master.getFirstPropertyValue('description') ?? ''),
    priority: priorityFromIcal(Number(master.getFirstPropertyValue('priority') ?? 0)),
    completed,
    due,
    remindAt,
    extras: kept ? extras.toString() : '',
  };
}

function parseExtras(extras: string): ICAL.Component | undefined {
  if (!extras) return undefined;
  try {
    return new ICAL.Component(ICAL.parse(extras));
  } catch {
    return undefined;
  }
}

/**
 * The iCalendar text of a task on `today` (the user's date). Deterministic for a given task,
 * extras and date, so its ETag (a hash of these bytes) changes exactly when the text does.
 */
export function renderVtodo(resource: TaskResource, today: string, zone: string): string {
  const { task, rrule } = resource;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODID);
  const extras = parseExtras(resource.extras);
  const extraTodos = extras?.getAllSubcomponents('vtodo') ?? [];
  for (const vtz of extras?.getAllSubcomponents('vtimezone') ?? [])
    calendar.addSubcomponent(new ICAL.Component(vtz.toJSON()));

  const todo = new ICAL.Component('vtodo');
  todo.addPropertyWithValue('uid', resource.icalUid ?? task.id);
  todo.addPropertyWithValue('dtstamp', utcTime(task.updatedAt));
  todo.addPropertyWithValue('created', utcTime(task.createdAt));
  todo.addPropertyWithValue('last-modified', utcTime(task.updatedAt));
  todo.addPropertyWithValue('summary', task.text);
  if (task.notes) todo.addPropertyWithValue('description', task.notes);
  todo.addPropertyWithValue('priority', ICAL_PRIORITY[task.priority]);
  todo.addPropertyWithValue('status', task.completed ? 'COMPLETED' : 'NEEDS-ACTION');
  if (task.completed) {
    todo.addPropertyWithValue('completed', utcTime(task.updatedAt));
    todo.addPropertyWithValue('percent-complete', 100);
  }
  todo.addPropertyWithValue('categories', listCategory(task.section));

  const dueDay = dueDayOf(task, today);
  const kept = extraTodos[0];
  const keptDue = kept?.getFirstProperty('due');
  // The client's own DUE with a time stays while it still falls on the task's day.
  const dueWithTime = keptDue && dueDay !== null && localDayOf(keptDue, calendar, zone) === dueDay;
  if (dueDay !== null) {
    if (dueWithTime) todo.addProperty(copyOf(keptDue));
    else todo.addPropertyWithValue('due', ICAL.Time.fromDateString(dueDay));
  }
  if (rrule && dueDay !== null) {
    todo.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(dueDay));
    todo.addPropertyWithValue('rrule', ICAL.Recur.fromString(rrule));
  }
  if (task.remindAt) {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('description', task.text);
    alarm.addPropertyWithValue('trigger', utcTime(Date.parse(task.remindAt)));
    todo.addSubcomponent(alarm);
  }
  if (kept) {
    for (const prop of kept.getAllProperties()) {
      if (prop.name === 'due') continue;
      // A routine's DTSTART and RRULE are written above, from the routine.
      if (rrule && dueDay !== null && (prop.name === 'dtstart' || prop.name === 'rrule')) continue;
      if (prop.name === 'percent-complete' && task.completed) continue;
      todo.addProperty(copyOf(prop));
    }
    for (const sub of kept.getAllSubcomponents()) todo.addSubcomponent(new ICAL.Component(sub.toJSON()));
  }
  calendar.addSubcomponent(todo);
  for (const other of extraTodos.slice(1)) calendar.addSubcomponent(new ICAL.Component(other.toJSON()));
  return calendar.toString() + '\r\n';
}

/** A strong ETag: the hash of the exact bytes served. */
export const etagOf = (body: string) =>
  `"${crypto.createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 32)}"`;
