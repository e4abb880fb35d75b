import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeletedTask, History, Task } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs, snapshotAs } from '../../test/support/tasks';
import { createRoutineAs, putSettings } from '../../test/support/days';
import { davAs, vtodo } from '../../test/support/dav';

const CAL = '/dav/calendars/dayflow/';
const todoOf = (body: string) => new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vtodo')!;

describe('CalDAV: each task is one to-do (GET, PUT, DELETE)', () => {
  // Monday 1 June 2026, 09:00 UTC.
  let now = Date.UTC(2026, 5, 1, 9);
  const t = useTestApp({ now: () => now });
  beforeEach(() => {
    now = Date.UTC(2026, 5, 1, 9);
  });

  it('serves a task as a VTODO with the fields the issue lists, and a strong ETag', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const cases: [Partial<Task> & { text: string }, string | null, number][] = [
      [{ text: 'Today high', section: 'today', priority: 'High' }, '2026-06-01', 1],
      [{ text: 'Tomorrow medium', section: 'tomorrow', priority: 'Medium' }, '2026-06-02', 5],
      [{ text: 'Later low', section: 'later', day: '2026-06-20', priority: 'Low' }, '2026-06-20', 9],
      [{ text: 'Dump', section: 'brainDump' }, null, 5],
    ];
    for (const [fields, due, priority] of cases) {
      const task = await createTaskAs(user, fields as Parameters<typeof createTaskAs>[1]);
      const response = await dav('GET', `${CAL}${task.id}.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      const todo = todoOf(response.body);
      expect(todo.getFirstPropertyValue('uid')).toBe(task.id);
      expect(todo.getFirstPropertyValue('summary')).toBe(fields.text);
      expect(todo.getFirstPropertyValue('priority')).toBe(priority);
      expect(todo.getFirstPropertyValue('status')).toBe('NEEDS-ACTION');
      expect(todo.getFirstProperty('categories')!.getValues()).toEqual([
        { today: 'Today', tomorrow: 'Tomorrow', later: 'Later', brainDump: 'Brain Dump' }[fields.section!],
      ]);
      const dueValue = todo.getFirstPropertyValue('due') as ICAL.Time | null;
      expect(dueValue?.isDate ?? null, fields.text).toBe(due === null ? null : true);
      expect(dueValue?.toString() ?? null, fields.text).toBe(due);
      expect(todo.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-06-01T09:00:00Z');
      expect(todo.getFirstPropertyValue('last-modified')!.toString()).toBe('2026-06-01T09:00:00Z');
      // The same bytes, the same ETag; a conditional GET answers 304.
      const again = await dav('GET', `${CAL}${task.id}.ics`, undefined, { 'if-none-match': response.headers.etag! });
      expect(again.statusCode).toBe(304);
    }
  });

  it('writes a completion with COMPLETED, a reminder as a DISPLAY alarm and a routine as its RRULE', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'UTC' });
    const dav = await davAs(t.app, user);
    const task = await createTaskAs(user, { text: 'Call', section: 'today', remindAt: '2026-06-01T15:00:00Z' });
    expect(
      (await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } })).statusCode,
    ).toBe(200);
    const todo = todoOf((await dav('GET', `${CAL}${task.id}.ics`)).body);
    expect(todo.getFirstPropertyValue('status')).toBe('COMPLETED');
    expect(todo.getFirstPropertyValue('completed')!.toString()).toBe('2026-06-01T09:00:00Z');
    const alarm = todo.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('2026-06-01T15:00:00Z');

    const stretch = await createTaskAs(user, { text: 'Stretch', section: 'today' });
    await createRoutineAs(user, { taskId: stretch.id, weekdays: [1, 3, 5] });
    const routineTodo = todoOf((await dav('GET', `${CAL}${stretch.id}.ics`)).body);
    expect(String(routineTodo.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR');
    expect(routineTodo.getFirstPropertyValue('dtstart')!.toString()).toBe('2026-06-01');
  });

  it('creates with PUT (201), placing the task by its DUE date, and advances the change feed', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const cases: [string, string | null, Pick<Task, 'section'> & { day: string | null }][] = [
      ['past', '20260520', { section: 'today', day: null }],
      ['today', '20260601', { section: 'today', day: null }],
      ['tomorrow', '20260602', { section: 'tomorrow', day: null }],
      ['later', '20260615', { section: 'later', day: '2026-06-15' }],
      ['none', null, { section: 'brainDump', day: null }],
    ];
    for (const [name, due, place] of cases) {
      const before = (await snapshotAs(user)).version;
      const lines = [`UID:due-${name}`, `SUMMARY:Due ${name}`, 'PRIORITY:9', ...(due ? [`DUE;VALUE=DATE:${due}`] : [])];
      const response = await dav('PUT', `${CAL}due-${name}.ics`, vtodo(lines), { 'if-none-match': '*' });
      expect(response.statusCode, name).toBe(201);
      const snapshot = await snapshotAs(user);
      expect(snapshot.version).toBeGreaterThan(before);
      expect(
        snapshot.tasks.find((x) => x.text === `Due ${name}`),
        name,
      ).toMatchObject({ ...place, priority: 'Low' });
    }
    // A DUE with a time counts by its day in the user's zone (here UTC).
    const timed = vtodo(['UID:timed', 'SUMMARY:Timed', 'DUE:20260602T230000Z']);
    expect((await dav('PUT', `${CAL}timed.ics`, timed)).statusCode).toBe(201);
    expect((await listTasksAs(user)).find((x) => x.text === 'Timed')).toMatchObject({ section: 'tomorrow' });
  });

  it('honours If-None-Match: * and If-Match with 412, and updates with 204', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const url = `${CAL}pre.ics`;
    expect((await dav('PUT', url, vtodo(['UID:pre', 'SUMMARY:First']), { 'if-match': '"anything"' })).statusCode).toBe(
      412,
    );
    expect((await dav('PUT', url, vtodo(['UID:pre', 'SUMMARY:First']), { 'if-none-match': '*' })).statusCode).toBe(201);
    expect((await dav('PUT', url, vtodo(['UID:pre', 'SUMMARY:Again']), { 'if-none-match': '*' })).statusCode).toBe(412);
    const etag = (await dav('GET', url)).headers.etag!;
    expect((await dav('PUT', url, vtodo(['UID:pre', 'SUMMARY:Second']), { 'if-match': etag })).statusCode).toBe(204);
    const stale = await dav('PUT', url, vtodo(['UID:pre', 'SUMMARY:Lost update']), { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect((await dav('DELETE', url, undefined, { 'if-match': etag })).statusCode).toBe(412);
    expect((await listTasksAs(user)).map((x) => x.text)).toEqual(['Second']);
    expect((await dav('GET', url)).headers.etag).not.toBe(etag);
  });

  it('completes, edits and moves an existing task, counting the completion in history', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'UTC' });
    const dav = await davAs(t.app, user);
    const task = await createTaskAs(user, { text: 'Plan', section: 'brainDump' });
    const url = `${CAL}${task.id}.ics`;
    const done = vtodo([
      `UID:${task.id}`,
      'SUMMARY:Plan the week',
      'PRIORITY:1',
      'STATUS:COMPLETED',
      'COMPLETED:20260601T090000Z',
      'DUE;VALUE=DATE:20260601',
    ]);
    expect((await dav('PUT', url, done)).statusCode).toBe(204);
    expect((await listTasksAs(user))[0]).toMatchObject({
      id: task.id,
      text: 'Plan the week',
      priority: 'High',
      completed: true,
      section: 'today',
    });
    const history = (await user.inject({ method: 'GET', url: '/api/history?days=1' })).json<History>();
    expect(JSON.stringify(history)).toContain('"completed":1');
    // Reopened and planned for later with a reminder an hour before its DUE time.
    const reopened = vtodo([
      `UID:${task.id}`,
      'SUMMARY:Plan the week',
      'STATUS:NEEDS-ACTION',
      'DUE:20260610T100000Z',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER;RELATED=END:-PT1H',
      'END:VALARM',
    ]);
    expect((await dav('PUT', url, reopened)).statusCode).toBe(204);
    expect((await listTasksAs(user))[0]).toMatchObject({
      completed: false,
      section: 'later',
      day: '2026-06-10',
      remindAt: '2026-06-10T09:00:00.000Z',
    });
    // The client's DUE time stays while the task is on that day.
    expect(
      todoOf((await dav('GET', url)).body)
        .getFirstPropertyValue('due')!
        .toString(),
    ).toBe('2026-06-10T10:00:00Z');
  });

  it('keeps what Dayflow does not model and gives it back as it came', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const own = [
      'X-APPLE-SORT-ORDER:42',
      'LOCATION:Kitchen',
      'URL:https://example.com/recipe',
      'RELATED-TO;RELTYPE=PARENT:parent-uid',
      'DESCRIPTION:Notes the client wrote',
      'CATEGORIES:Home',
    ];
    const put = await dav('PUT', `${CAL}Kept-1.ics`, vtodo(['UID:kept-ABC', 'SUMMARY:Cook', ...own]));
    expect(put.statusCode).toBe(201);
    const todo = todoOf((await dav('GET', `${CAL}Kept-1.ics`)).body);
    expect(todo.getFirstPropertyValue('uid')).toBe('kept-ABC');
    expect(todo.getFirstPropertyValue('x-apple-sort-order')).toBe('42');
    expect(todo.getFirstPropertyValue('location')).toBe('Kitchen');
    expect(todo.getFirstPropertyValue('url')).toBe('https://example.com/recipe');
    expect(todo.getFirstProperty('related-to')!.getParameter('reltype')).toBe('PARENT');
    expect(todo.getFirstPropertyValue('description')).toBe('Notes the client wrote');
    expect(todo.getAllProperties('categories').flatMap((p) => p.getValues())).toEqual(['Brain Dump', 'Home']);
    // The same UID at another address is a conflict.
    expect((await dav('PUT', `${CAL}elsewhere.ics`, vtodo(['UID:kept-ABC', 'SUMMARY:Twin']))).statusCode).toBe(409);
  });

  it("reads DESCRIPTION as the task's notes and writes the notes back as DESCRIPTION", async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const notes = 'Buy flour\nThen: https://example.com/bread';
    const put = await dav(
      'PUT',
      `${CAL}bread.ics`,
      vtodo(['UID:bread-1', 'SUMMARY:Bake', `DESCRIPTION:${notes.replace('\n', '\\n')}`]),
    );
    expect(put.statusCode).toBe(201);
    const [task] = await listTasksAs(user);
    expect(task!.notes).toBe(notes);
    // Notes written in Dayflow reach the client; a task without notes has no DESCRIPTION.
    const edited = await user.inject({
      method: 'PATCH',
      url: `/api/tasks/${task!.id}`,
      payload: { notes: 'Rye, not wheat' },
    });
    expect(edited.statusCode).toBe(200);
    expect(todoOf((await dav('GET', `${CAL}bread.ics`)).body).getFirstPropertyValue('description')).toBe(
      'Rye, not wheat',
    );
    const plain = await createTaskAs(user, { text: 'No notes', section: 'today' });
    expect(todoOf((await dav('GET', `${CAL}${plain.id}.ics`)).body).hasProperty('description')).toBe(false);
    // A client that clears DESCRIPTION clears the notes; notes over the limit are refused, naming it.
    expect((await dav('PUT', `${CAL}bread.ics`, vtodo(['UID:bread-1', 'SUMMARY:Bake']))).statusCode).toBe(204);
    expect((await listTasksAs(user)).find((x) => x.id === task!.id)!.notes).toBe('');
    const long = await dav(
      'PUT',
      `${CAL}bread.ics`,
      vtodo(['UID:bread-1', 'SUMMARY:Bake', `DESCRIPTION:${'n'.repeat(20_001)}`]),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: expect.stringMatching(/^DESCRIPTION: /) });
    expect((await listTasksAs(user)).find((x) => x.id === task!.id)!.notes).toBe('');
  });

  it('refuses what is not a to-do, bad text and bad types, naming the field, and keeps nothing', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const event = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:e',
      'DTSTART:20260601T100000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect((await dav('PUT', `${CAL}e.ics`, event)).statusCode).toBe(403);
    expect((await dav('PUT', `${CAL}bad.ics`, 'not a calendar')).statusCode).toBe(400);
    const empty = await dav('PUT', `${CAL}empty.ics`, vtodo(['UID:empty', 'SUMMARY:   ']));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: expect.stringMatching(/^SUMMARY: /) });
    const long = await dav('PUT', `${CAL}long.ics`, vtodo(['UID:long', `SUMMARY:${'x'.repeat(2001)}`]));
    expect(long.statusCode).toBe(400);
    expect((await dav('PUT', `${CAL}json.ics`, '{}', { 'content-type': 'application/json' })).statusCode).toBe(415);
    const huge = vtodo(['UID:huge', 'SUMMARY:Huge', `X-BLOB:${'y'.repeat(300 * 1024)}`]);
    expect((await dav('PUT', `${CAL}huge.ics`, huge)).statusCode).toBe(413);
    expect((await dav('PUT', CAL, vtodo(['UID:c', 'SUMMARY:c']))).statusCode).toBe(405);
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('deletes into Recently deleted (204), and a missing resource answers 404', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const task = await createTaskAs(user, { text: 'Gone soon', section: 'today' });
    const url = `${CAL}${task.id}.ics`;
    const etag = (await dav('GET', url)).headers.etag!;
    expect((await dav('DELETE', url, undefined, { 'if-match': etag })).statusCode).toBe(204);
    expect(await listTasksAs(user)).toEqual([]);
    const deleted = (await user.inject({ method: 'GET', url: '/api/tasks/deleted' })).json<{ tasks: DeletedTask[] }>();
    expect(deleted.tasks.map((x) => x.id)).toEqual([task.id]);
    expect((await dav('DELETE', url)).statusCode).toBe(404);
    expect((await dav('GET', url)).statusCode).toBe(404);
    expect((await dav('DELETE', CAL)).statusCode).toBe(403);
  });
});
