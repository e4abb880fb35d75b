// The task API's and the live feed's behaviour, written once and run against every implementation
// of it: the real server (packages/server, on SQLite and PostgreSQL) and the web app's in-memory
// double (packages/web/src/test/memory-task-server.ts), so the double cannot drift from the server.
// Test code only: reached through `@dayflow/core/testing`, never from the index.
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../live/live-messages';
import type { Task, TaskSnapshot } from '../tasks/task-schemas';

/** An HTTP answer as the contract sees it: the status, and the JSON body (errors: `{error, field}`). */
export interface ContractAnswer {
  status: number;
  body: unknown;
}

/** One signed-in user of the implementation under test. */
export interface ContractUser {
  /** POST /api/tasks */
  create(body: Record<string, unknown>): Promise<ContractAnswer>;
  /** PATCH /api/tasks/:id */
  update(id: string, body: Record<string, unknown>): Promise<ContractAnswer>;
  /** DELETE /api/tasks/:id */
  remove(id: string): Promise<ContractAnswer>;
  /** POST /api/tasks/:id/restore */
  restore(id: string): Promise<ContractAnswer>;
  /** POST /api/tasks/:id/move */
  move(id: string, body: Record<string, unknown>): Promise<ContractAnswer>;
  /** GET /api/tasks */
  list(): Promise<TaskSnapshot>;
  /** The first message of a live connection opened with `?since=` (none: without), which is then closed. */
  feedFrom(since?: number): Promise<LiveMessage>;
  /** A live connection held open (without `since`): its task messages, in order, as they come. */
  watch(): Promise<ContractFeed>;
}

export interface ContractFeed {
  /** The next `snapshot` or `changes` message not taken yet; fails if none comes soon. */
  next(): Promise<LiveMessage>;
  close(): Promise<void>;
}

export interface ContractDriver {
  /** A new user with no tasks, of the same server as the driver's other users. */
  newUser(): Promise<ContractUser>;
}

const ok = <T>(answer: ContractAnswer): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as T;
};

const fieldOf = (answer: ContractAnswer) => (answer.body as { field?: string }).field;

let made = 0;
/** A task id as the web app makes them (a UUID); distinct across the run. */
export const contractTaskId = (): string => {
  made++;
  const tail = made.toString(16).padStart(12, '0');
  return `0190a000-0000-7000-8000-${tail}`;
};

export function taskApiContract(name: string, driver: () => ContractDriver): void {
  describe(`the task API contract: ${name}`, () => {
    const create = async (user: ContractUser, fields: Record<string, unknown> = {}) =>
      ok<Task>(
        await user.create({ id: contractTaskId(), text: 'A task', priority: 'Medium', section: 'today', ...fields }),
      );

    it('keeps the id the client made, and a create sent again makes no second task', async () => {
      const user = await driver().newUser();
      const id = contractTaskId();
      const body = { id, text: 'Buy milk', priority: 'High', section: 'today' };
      const first = ok<Task>(await user.create(body));
      expect(first).toMatchObject({ id, text: 'Buy milk', priority: 'High', section: 'today', completed: false });
      const again = ok<Task>(await user.create(body));
      expect(again).toEqual(first);
      const listed = await user.list();
      expect(listed.tasks.map((task) => task.id)).toEqual([id]);
      expect(listed.version).toBe(first.version);
    });

    it('answers an update with the task at a newer version, the user version of the list', async () => {
      const user = await driver().newUser();
      const task = await create(user);
      const renamed = ok<Task>(await user.update(task.id, { text: 'Renamed' }));
      const done = ok<Task>(await user.update(task.id, { completed: true }));
      expect(renamed.text).toBe('Renamed');
      expect(done).toMatchObject({ text: 'Renamed', completed: true });
      expect(renamed.version!).toBeGreaterThan(task.version!);
      expect(done.version!).toBeGreaterThan(renamed.version!);
      expect(await user.list()).toEqual({ tasks: [done], version: done.version });
    });

    it('answers a delete with its version; the list then omits the task and is at that version', async () => {
      const user = await driver().newUser();
      const kept = await create(user, { text: 'kept' });
      const gone = await create(user, { text: 'gone' });
      const answer = ok<{ version: number }>(await user.remove(gone.id));
      expect(answer).toEqual({ version: gone.version! + 1 });
      expect(await user.list()).toEqual({ tasks: [kept], version: answer.version });
      expect((await user.remove(gone.id)).status).toBe(404);
    });

    it('answers a restore with the task back at a version newer than its delete', async () => {
      const user = await driver().newUser();
      const task = await create(user);
      const { version: deletedAt } = ok<{ version: number }>(await user.remove(task.id));
      const back = ok<Task>(await user.restore(task.id));
      expect(back).toMatchObject({ id: task.id, text: task.text, section: task.section, order: task.order });
      expect(back.version!).toBeGreaterThan(deletedAt);
      // Restored already: the same task again, and nothing changes.
      expect(ok<Task>(await user.restore(task.id))).toEqual(back);
      expect(await user.list()).toEqual({ tasks: [back], version: back.version });
    });

    it('answers a create sent again after the delete with the task, and changes nothing', async () => {
      const user = await driver().newUser();
      const task = await create(user);
      const { version } = ok<{ version: number }>(await user.remove(task.id));
      const again = ok<Task>(
        await user.create({ id: task.id, text: task.text, priority: task.priority, section: task.section }),
      );
      expect(again.id).toBe(task.id);
      expect(await user.list()).toEqual({ tasks: [], version });
    });

    it('reorders on a move, all at one version, answered with the tasks it changed', async () => {
      const user = await driver().newUser();
      await create(user, { text: 'a' });
      await create(user, { text: 'b' });
      const c = await create(user, { text: 'c' });
      const moved = ok<{ tasks: Task[]; version: number }>(await user.move(c.id, { section: 'today', index: 0 }));
      expect(moved.version).toBeGreaterThan(c.version!);
      expect(moved.tasks.map((task) => task.id)).toContain(c.id);
      expect(moved.tasks.every((task) => task.version === moved.version)).toBe(true);
      const listed = await user.list();
      expect(listed.version).toBe(moved.version);
      const today = listed.tasks.filter((task) => task.section === 'today').sort((x, y) => x.order - y.order);
      expect(today.map((task) => task.text)).toEqual(['c', 'a', 'b']);
      // Orders strictly increase: the list never rests on a tie-break.
      expect(today.every((task, i) => i === 0 || task.order > today[i - 1]!.order)).toBe(true);
      // A move that changes nothing answers no tasks, at the version as it was.
      const still = ok<{ tasks: Task[]; version: number }>(await user.move(c.id, { section: 'today', index: 0 }));
      expect(still).toEqual({ tasks: [], version: moved.version });
    });

    it('starts the feed with a snapshot, or with every change after `since`', async () => {
      const user = await driver().newUser();
      const a = await create(user, { text: 'a' });
      const from = a.version!;
      const b = await create(user, { text: 'b' });
      const { version: deletedAt } = ok<{ version: number }>(await user.remove(a.id));
      const renamed = ok<Task>(await user.update(b.id, { text: 'b renamed' }));

      expect(await user.feedFrom()).toEqual({ type: 'snapshot', tasks: [renamed], version: renamed.version });
      expect(await user.feedFrom(from)).toEqual({
        type: 'changes',
        upserts: [renamed],
        deletes: [a.id],
        since: from,
        version: renamed.version,
      });
      // Up to date: an empty message at the version held.
      const now = renamed.version!;
      expect(await user.feedFrom(now)).toEqual({ type: 'changes', upserts: [], deletes: [], since: now, version: now });
      expect(deletedAt).toBeLessThan(now);
      // From a version the server never reached: a snapshot.
      expect((await user.feedFrom(now + 50)).type).toBe('snapshot');
    });

    it('sends each write to an open connection as it is made, one version each, and nothing of another user', async () => {
      const user = await driver().newUser();
      const other = await driver().newUser();
      const feed = await user.watch();
      try {
        expect(await feed.next()).toEqual({ type: 'snapshot', tasks: [], version: 0 });
        await create(other); // another user's write reaches no socket of this one
        const task = await create(user);
        expect(await feed.next()).toEqual({ type: 'changes', upserts: [task], deletes: [], since: 0, version: 1 });
        const { version } = ok<{ version: number }>(await user.remove(task.id));
        expect(await feed.next()).toEqual({ type: 'changes', upserts: [], deletes: [task.id], since: 1, version });
        const back = ok<Task>(await user.restore(task.id));
        expect(await feed.next()).toEqual({
          type: 'changes',
          upserts: [back],
          deletes: [],
          since: version,
          version: back.version,
        });
      } finally {
        await feed.close();
      }
    });

    it("answers 404 for another user's task, and leaves it as it was", async () => {
      const alice = await driver().newUser();
      const bob = await driver().newUser();
      const task = await create(alice);
      expect((await bob.update(task.id, { text: 'mine now' })).status).toBe(404);
      expect((await bob.move(task.id, { section: 'tomorrow', index: 0 })).status).toBe(404);
      expect((await bob.remove(task.id)).status).toBe(404);
      expect((await bob.restore(task.id)).status).toBe(404);
      expect(await alice.list()).toEqual({ tasks: [task], version: task.version });
      expect((await bob.list()).tasks).toEqual([]);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const user = await driver().newUser();
      const task = await create(user);
      const refused: [string, Promise<ContractAnswer>, string][] = [
        ['an id that is no task id', user.create({ id: 'nope', text: 'x', priority: 'Low', section: 'today' }), 'id'],
        [
          'an empty text',
          user.create({ id: contractTaskId(), text: '   ', priority: 'Low', section: 'today' }),
          'text',
        ],
        [
          'an unknown priority',
          user.create({ id: contractTaskId(), text: 'x', priority: 'Urgent', section: 'today' }),
          'priority',
        ],
        ['an edit of an unknown priority', user.update(task.id, { priority: 'Urgent' }), 'priority'],
        ['an edit of a completed that is no boolean', user.update(task.id, { completed: 'yes' }), 'completed'],
        ['a move to an unknown section', user.move(task.id, { section: 'someday', index: 0 }), 'section'],
        ['a move without an index', user.move(task.id, { section: 'tomorrow' }), 'index'],
      ];
      for (const [what, answer, field] of refused) {
        const { status, body } = await answer;
        expect({ what, status, field: fieldOf({ status, body }) }).toEqual({ what, status: 400, field });
      }
      expect(await user.list()).toEqual({ tasks: [task], version: task.version });
    });
  });
}
