import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, pendingTooLong, parseCsv, type DayflowExport, type History, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../../test/support/live-client';
import { sweepDays } from '../../daily-loop';
import { completeTask, getDay, picture, putSettings, seedTasks } from '../../../test/support/days';
import { exportAs, importAs } from '../../../test/support/transfer';
import { createTaskAs, listTasksAs } from '../../../test/support/tasks';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles'; // UTC−7 in June
// 2026-06-15 02:00 UTC is the 14th, 19:00 in Los Angeles; the 15th starts at 07:00 UTC.
const START = Date.UTC(2026, 5, 15, 2);
const LA_MIDNIGHT = Date.UTC(2026, 5, 15, 7);

/** Every read of a user's tasks leaves deleted ones out; one test per path. */
describe('deleted tasks are left out of every read', () => {
  let now = START;
  let liveUrl: string;
  const sockets: LiveClient[] = [];
  const t = useTestApp({ now: () => now });
  beforeAll(async () => {
    liveUrl = await listenForSockets(t.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.socket.close();
  });

  async function laUser(): Promise<SignedInUser> {
    now = START;
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: LA });
    return user;
  }
  const del = async (user: SignedInUser, task: Task) =>
    expect((await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` })).statusCode).toBe(200);
  const restore = (user: SignedInUser, task: Task) =>
    user.inject({ method: 'POST', url: `/api/tasks/${task.id}/restore` });

  it('the task list and the live snapshot', async () => {
    const user = await laUser();
    const [gone, kept] = await seedTasks(user, 'today', 'gone', 'kept');
    await del(user, gone!);
    expect(await listTasksAs(user)).toEqual([kept]);
    const socket = await openLive(liveUrl, { cookie: user.cookie });
    sockets.push(socket);
    expect((await socket.take('snapshot')).tasks).toEqual([kept]);
  });

  it('the export: not among the tasks (JSON and CSV), listed apart in JSON, and imported back into Recently deleted', async () => {
    const user = await laUser();
    const [gone, kept] = await seedTasks(user, 'today', 'gone from the list', 'kept');
    now = START + 1000;
    await del(user, gone!);
    const document = (await exportAs(user)).json<DayflowExport>();
    // The export names a reminder only when a task has one; these have none. Versions are this
    // account's change counter, meaningless in another: the export leaves them out.
    const { remindAt: _k, reminderMissed: _km, version: _kv, day: _kd, ...keptFields } = kept!;
    const { remindAt: _g, reminderMissed: _gm, version: _gv, day: _gd, ...goneFields } = gone!;
    expect(document.tasks).toEqual([keptFields]);
    expect(document.recentlyDeleted).toEqual([{ ...goneFields, deletedAt: START + 1000 }]);
    const csv = parseCsv((await exportAs(user, 'csv')).body);
    expect(csv.records.map((record) => record.fields[0])).toEqual(['text', 'kept']);

    const empty = await laUser();
    const summary = await importAs(empty, { kind: 'dayflow-json', text: JSON.stringify(document) });
    expect(summary).toMatchObject({ tasks: 1, recentlyDeleted: 1 });
    expect(picture(await listTasksAs(empty))).toEqual(['kept@today']);
    const trash = await empty.inject({ method: 'GET', url: '/api/tasks/deleted' });
    expect(trash.json<{ tasks: { text: string; deletedAt: number }[] }>().tasks).toEqual([
      expect.objectContaining({ text: 'gone from the list', deletedAt: START + 1000 }),
    ]);
  });

  it('move planning: a deleted task holds no position', async () => {
    const user = await laUser();
    const [a, b] = await seedTasks(user, 'today', 'a', 'b', 'c');
    await del(user, a!);
    // b is already first once a is gone: nothing to move.
    const noop = await user.inject({
      method: 'POST',
      url: `/api/tasks/${b!.id}/move`,
      payload: { section: 'today', index: 0 },
    });
    expect(noop.json()).toEqual({ tasks: [], version: expect.any(Number) });
    // Index 1 is the end of the two tasks left, not a place before the deleted one.
    await user.inject({ method: 'POST', url: `/api/tasks/${b!.id}/move`, payload: { section: 'today', index: 1 } });
    expect(picture(await listTasksAs(user))).toEqual(['c@today', 'b@today']);
    expect((await restore(user, a!)).statusCode).toBe(200);
    expect(picture(await listTasksAs(user))).toEqual(['a@today', 'c@today', 'b@today']);
  });

  it('pending too long: a deleted old task is not pending, and cannot be reset', async () => {
    const user = await laUser();
    const [old] = await seedTasks(user, 'today', 'old');
    now = START + 5 * DAY_MS;
    expect(pendingTooLong(await listTasksAs(user), now).map((task) => task.id)).toEqual([old!.id]);
    await del(user, old!);
    expect(pendingTooLong(await listTasksAs(user), now)).toEqual([]);
    expect((await user.inject({ method: 'POST', url: `/api/tasks/${old!.id}/reset` })).statusCode).toBe(404);
  });

  it('history: a completion stays counted after a delete; a deleted task cannot be reopened', async () => {
    const user = await laUser();
    const history = async () =>
      (await user.inject({ method: 'GET', url: '/api/history?days=1' })).json<History>().days.map((d) => d.completed);
    const [task] = await seedTasks(user, 'today', 'done');
    await completeTask(user, task!.id);
    await del(user, task!);
    expect(await history()).toEqual([1]);
    const reopen = await user.inject({ method: 'PATCH', url: `/api/tasks/${task!.id}`, payload: { completed: false } });
    expect(reopen.statusCode).toBe(404);
    expect(await history()).toEqual([1]);
  });

  it('rollover: a deleted Tomorrow task is not moved at midnight, and comes back to Tomorrow', async () => {
    const user = await laUser();
    const [m1, m2] = await seedTasks(user, 'tomorrow', 'M1', 'M2');
    await del(user, m2!);
    const socket = await openLive(liveUrl, { cookie: user.cookie });
    sockets.push(socket);
    await socket.take('snapshot');
    now = LA_MIDNIGHT;
    await sweepDays(t.app);
    // The delete's own message may still be on its way (PostgreSQL); the day start's has upserts.
    const moved = await socket.take('changes', (m) => m.upserts.length > 0);
    expect(moved.upserts.map((task) => task.id)).toEqual([m1!.id]);
    expect(picture(await listTasksAs(user))).toEqual(['M1@today']);
    await restore(user, m2!);
    expect(picture(await listTasksAs(user))).toEqual(['M1@today', 'M2@tomorrow']);
  });

  it('carried-over days: a deleted task is not shown as carried over', async () => {
    const user = await laUser();
    const [kept, gone] = await seedTasks(user, 'today', 'kept', 'gone');
    now = LA_MIDNIGHT;
    await sweepDays(t.app);
    await del(user, gone!);
    expect((await getDay(user)).carriedOver).toEqual([{ taskId: kept!.id, days: 1 }]);
    now = LA_MIDNIGHT + 24 * HOUR;
    await sweepDays(t.app);
    expect((await getDay(user)).carriedOver).toEqual([{ taskId: kept!.id, days: 2 }]);
  });

  it('routines: a deleted task cannot be turned into a routine', async () => {
    const user = await laUser();
    const task = await createTaskAs(user, { text: 'Water the plants' });
    await del(user, task);
    const res = await user.inject({
      method: 'POST',
      url: '/api/routines',
      payload: { taskId: task.id, weekdays: [1] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'taskId' });
  });
});
