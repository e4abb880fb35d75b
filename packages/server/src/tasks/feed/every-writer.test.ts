import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLETED_RETENTION_MS,
  DAY_MS,
  DELETED_RETENTION_MS,
  type LiveMessage,
  type TaskChanges,
} from '@dayflow/core';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { completeTask, createRoutineAs, putSettings, seedTasks } from '../../../test/support/days';
import { createTaskAs, snapshotAs } from '../../../test/support/tasks';
import { importAs } from '../../../test/support/transfer';
import { sweepDays } from '../../daily-loop';
import { cleanupCompletedTasks, purgeDeletedTasks } from '../task-cleanup';
import { readChangesSince } from './read-feed';
import { readClock } from './user-versions';

const T0 = Date.parse('2026-06-17T16:00:00Z'); // 09:00 in Los Angeles

/**
 * Every kind of write to a user's tasks takes the user's next version and is published with it.
 * A writer that skipped the version (or wrote without publishing) would leave a message without
 * `since`, a `since` that is not the version before, a task whose version is not its message's,
 * or a resume that disagrees with what the devices were told.
 */
describe('the change feed: every writer of tasks', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  let user: SignedInUser;
  let heard: TaskChanges[];
  let stop: () => void;
  beforeEach(async () => {
    clock = T0;
    user = await signUp(t.app);
    await putSettings(user, { timeZone: 'America/Los_Angeles' });
    heard = [];
    stop = t.app.liveBus.subscribe(user.id, (d) => {
      if (d.kind === 'message' && d.message.type === 'changes') heard.push(d.message);
    });
  });
  afterEach(() => stop());

  /**
   * Waits until the messages of every committed change have arrived (on PostgreSQL they come a
   * moment after the write's answer), so each write is judged by its own messages only.
   */
  async function settled() {
    const { version } = await readClock(t.app.db, user.id);
    await expect.poll(() => heard.at(-1)?.version ?? 0).toBe(version);
  }
  /** Runs a write and returns the one message it published; fails unless exactly one came. */
  async function one(write: () => Promise<unknown>): Promise<TaskChanges> {
    await settled();
    const before = heard.length;
    await write();
    await settled();
    expect(heard.slice(before), 'one message per write').toHaveLength(1);
    return heard.at(-1)!;
  }
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await user.inject({ method, url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  it('versions each change once, in order, and publishes it with since and version', async () => {
    const [a, b, c] = await seedTasks(user, 'today', 'a', 'b', 'c');
    const [later] = await seedTasks(user, 'tomorrow', 'later');
    await one(() => send('PATCH', `/api/tasks/${a!.id}`, { text: 'a, edited' }));
    await one(() => completeTask(user, b!.id));
    const move = await one(() => send('POST', `/api/tasks/${c!.id}/move`, { section: 'today', index: 0 }));
    expect(move.upserts.length).toBeGreaterThanOrEqual(1);
    await one(() => send('POST', `/api/tasks/${a!.id}/reset`));
    await one(() => send('PATCH', `/api/tasks/${a!.id}`, { remindAt: new Date(T0 - 2 * 3_600_000).toISOString() }));
    const missed = await one(() => t.app.sendDueReminders()); // over an hour late: missed
    expect(missed.upserts).toMatchObject([{ id: a!.id, reminderMissed: true }]);
    await one(() => send('DELETE', `/api/tasks/${c!.id}`));
    await one(() => send('POST', `/api/tasks/${c!.id}/restore`));
    const linked = await one(() => createRoutineAs(user, { taskId: c!.id, weekdays: [0, 1, 2, 3, 4, 5, 6] }));
    const routineId = linked.upserts[0]!.routineId!;
    await one(() => send('DELETE', `/api/routines/${routineId}`));
    await createRoutineAs(user, { text: 'stretch', weekdays: [0, 1, 2, 3, 4, 5, 6] });
    clock = T0 + DAY_MS; // the next local day: Tomorrow rolls over, the routine is copied
    const dayStart = await one(() => sweepDays(t.app));
    expect(dayStart.upserts.map((task) => task.text).sort()).toEqual(['later', 'stretch']);
    expect(dayStart.upserts.find((task) => task.text === 'later')?.id).toBe(later!.id);
    await one(() => importAs(user, { kind: 'text', text: 'imported one\nimported two', list: 'today' }));
    clock += COMPLETED_RETENTION_MS + DAY_MS; // b, completed long ago, is cleaned up
    const cleanup = await one(() => cleanupCompletedTasks(t.app));
    expect(cleanup.deletes).toEqual([b!.id]);
    await one(() => send('DELETE', `/api/tasks/${a!.id}`));
    clock += DELETED_RETENTION_MS + DAY_MS; // a, deleted long ago, is purged
    expect((await one(() => purgeDeletedTasks(t.app))).deletes).toEqual([a!.id]);
    await createTaskAs(user, { text: 'last' });
    await settled();

    // One chain: each message starts where the one before ended, one version each.
    expect(heard.map((m) => m.since)).toEqual(heard.map((_m, i) => (i === 0 ? 0 : heard[i - 1]!.version)));
    expect(heard.map((m) => m.version - m.since)).toEqual(heard.map(() => 1));
    for (const m of heard) for (const task of m.upserts) expect(task.version).toBe(m.version);
    // The list agrees: at the last version, every task as the devices were last told.
    const { tasks, version } = await snapshotAs(user);
    expect(version).toBe(heard.at(-1)!.version);
    const told = new Map<string, unknown>();
    for (const m of heard) {
      for (const task of m.upserts) told.set(task.id, task);
      for (const id of m.deletes) told.delete(id);
    }
    expect(new Map(tasks.map((task) => [task.id, task]))).toEqual(told);
  });

  it('gives back the version of a write that changed nothing, and publishes nothing', async () => {
    const [only] = await seedTasks(user, 'today', 'only');
    const missing = crypto.randomUUID();
    await send('POST', `/api/tasks/${only!.id}/move`, { section: 'today', index: 0 }); // no-op
    expect(
      (await user.inject({ method: 'PATCH', url: `/api/tasks/${missing}`, payload: { text: 'x' } })).statusCode,
    ).toBe(404);
    expect((await user.inject({ method: 'DELETE', url: `/api/tasks/${missing}` })).statusCode).toBe(404);
    await sweepDays(t.app); // same day: nothing to start
    expect(await cleanupCompletedTasks(t.app)).toBe(0);
    const next = await one(() => createTaskAs(user, { text: 'next' }));
    expect(next).toMatchObject({ since: only!.version, version: only!.version! + 1 });
    expect(heard.map((m: LiveMessage) => m.type)).toEqual(['changes', 'changes']);
    expect((await readChangesSince(t.app.db, user.id, 0)).version).toBe(next.version);
  });
});
