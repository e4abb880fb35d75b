import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS, type History, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { putSettings, seedTasks } from '../../test/support/days';
import { listTasksAs } from '../../test/support/tasks';

const T0 = Date.UTC(2026, 5, 17, 17);

/**
 * Undo in the web app sends each action's inverse through the ordinary endpoints. Each test does
 * an action, then its inverse, and compares the whole list before and after — on the server and
 * on another device's live copy.
 */
describe('every action has an inverse that restores the exact list', () => {
  let clock = T0;
  let liveUrl: string;
  let user: SignedInUser;
  let device: LiveClient;
  const t = useTestApp({ now: () => clock });
  beforeAll(async () => {
    liveUrl = await listenForSockets(t.app);
  });
  beforeEach(async () => {
    clock = T0;
    user = await signUp(t.app);
    await putSettings(user, { timeZone: 'America/Los_Angeles' });
  });
  afterEach(() => device?.socket.close());

  /** today: a b c, tomorrow: x y, brainDump: z; then another device connects. */
  async function board() {
    const [a, b, c] = await seedTasks(user, 'today', 'a', 'b', 'c');
    const [x, y] = await seedTasks(user, 'tomorrow', 'x', 'y');
    const [z] = await seedTasks(user, 'brainDump', 'z');
    device = await openLive(liveUrl, { cookie: user.cookie });
    await device.take('snapshot');
    clock += 60_000;
    return { a: a!, b: b!, c: c!, x: x!, y: y!, z: z! };
  }

  /** Each list's tasks in order with what a user sees of them; orders are not positions. */
  const view = (tasks: Task[]) =>
    Object.fromEntries(
      SECTIONS.map((section) => [
        section,
        [...tasks]
          .filter((task) => task.section === section)
          .sort((p, q) => p.order - q.order || p.createdAt - q.createdAt)
          .map(({ id, text, priority, completed, createdAt }) => ({ id, text, priority, completed, createdAt })),
      ]),
    );

  /** The server's list and the other device's copy, once the device has heard every change. */
  async function bothViews(expected: ReturnType<typeof view>) {
    const server = view(await listTasksAs(user));
    await device.until(() => JSON.stringify(view([...device.tasks.values()])) === JSON.stringify(server), 'sync');
    expect(server).toEqual(expected);
  }

  const send = async (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await user.inject({ method, url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    clock += 1000;
  };
  const history = async () =>
    (await user.inject({ method: 'GET', url: '/api/history?days=1' })).json<History>().days[0]!.completed;

  it('delete → restore: the very same tasks, every field', async () => {
    const { b } = await board();
    const before = await listTasksAs(user);
    await send('DELETE', `/api/tasks/${b.id}`);
    await send('POST', `/api/tasks/${b.id}/restore`);
    // Every field but the version, which says the task changed twice since.
    const withoutVersions = (tasks: Task[]) => tasks.map(({ version: _version, ...task }) => task);
    expect(withoutVersions(await listTasksAs(user))).toEqual(withoutVersions(before));
    await bothViews(view(before));
  });

  it('move across lists → move back to its former index', async () => {
    const { b } = await board();
    const before = view(await listTasksAs(user));
    await send('POST', `/api/tasks/${b.id}/move`, { section: 'tomorrow', index: 1 });
    expect(view(await listTasksAs(user)).tomorrow?.map((task) => task.text)).toEqual(['x', 'b', 'y']);
    await send('POST', `/api/tasks/${b.id}/move`, { section: 'today', index: 1 });
    await bothViews(before);
  });

  it('move within a list → move back', async () => {
    const { a } = await board();
    const before = view(await listTasksAs(user));
    await send('POST', `/api/tasks/${a.id}/move`, { section: 'today', index: 2 });
    await send('POST', `/api/tasks/${a.id}/move`, { section: 'today', index: 0 });
    await bothViews(before);
  });

  it('complete → uncomplete: the list and the day’s history count', async () => {
    const { c } = await board();
    const before = view(await listTasksAs(user));
    expect(await history()).toBe(0);
    await send('PATCH', `/api/tasks/${c.id}`, { completed: true });
    expect(await history()).toBe(1);
    await send('PATCH', `/api/tasks/${c.id}`, { completed: false });
    expect(await history()).toBe(0);
    await bothViews(before);
  });

  it('edit → edit back', async () => {
    const { x } = await board();
    const before = view(await listTasksAs(user));
    await send('PATCH', `/api/tasks/${x.id}`, { text: 'x, renamed' });
    await send('PATCH', `/api/tasks/${x.id}`, { text: x.text });
    await bothViews(before);
  });

  it('priority → back', async () => {
    const { z } = await board();
    const before = view(await listTasksAs(user));
    await send('PATCH', `/api/tasks/${z.id}`, { priority: 'High' });
    await send('PATCH', `/api/tasks/${z.id}`, { priority: z.priority });
    await bothViews(before);
  });
});
