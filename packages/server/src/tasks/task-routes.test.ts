import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH, type Task } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs, newClientKey } from '../../test/support/tasks';

const T0 = Date.UTC(2026, 4, 20, 9);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('task API', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  beforeEach(() => {
    clock = T0;
  });
  const user = useNewUserEachTest(t);

  describe('signed out', () => {
    const id = crypto.randomUUID();
    it.each([
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks'],
      ['PATCH', `/api/tasks/${id}`],
      ['DELETE', `/api/tasks/${id}`],
      ['POST', `/api/tasks/${id}/move`],
      ['POST', `/api/tasks/${id}/reset`],
      ['GET', '/api/tasks/deleted'],
      ['POST', `/api/tasks/${id}/restore`],
    ] as const)('%s %s → 401', async (method, url) => {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sign in to continue' });
    });
  });

  describe('GET /api/tasks', () => {
    it('starts empty', async () => {
      const res = await user.inject({ method: 'GET', url: '/api/tasks' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tasks: [], version: 0 });
    });

    it('sorts by order, then createdAt', async () => {
      const row = (id: string, position: number, created: number) => ({
        id,
        uid: user.id,
        client_key: `k-${id}`,
        text: id,
        priority: 'Medium' as const,
        completed: 0,
        section: 'today' as const,
        position,
        created_at: created,
        updated_at: created,
        version: 1,
      });
      const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
      await t.app.db
        .insertInto('tasks')
        .values([row(ids[0]!, 2, T0), row(ids[1]!, 1, T0 + 5), row(ids[2]!, 1, T0 + 1), row(ids[3]!, 0, T0 + 9)])
        .execute();
      expect((await listTasksAs(user)).map((task) => task.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    });
  });

  describe('POST /api/tasks', () => {
    it('creates a trimmed task with defaults at the end of brain dump', async () => {
      const res = await user.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { clientKey: newClientKey(), text: '  Buy milk \n' },
      });
      expect(res.statusCode).toBe(201);
      const task = res.json<Task>();
      expect(task).toEqual({
        id: expect.stringMatching(UUID_V4),
        text: 'Buy milk',
        priority: 'Medium',
        completed: false,
        section: 'brainDump',
        day: null,
        order: 0,
        createdAt: T0,
        updatedAt: T0,
        remindAt: null,
        reminderMissed: false,
        version: 1,
        notes: '',
        checklist: [],
      });
      expect(await listTasksAs(user)).toEqual([task]);
    });

    it('appends after every task of the same section, completed ones included', async () => {
      const a = await createTaskAs(user, { section: 'today', priority: 'High' });
      const b = await createTaskAs(user, { section: 'today' });
      await user.inject({ method: 'PATCH', url: `/api/tasks/${b.id}`, payload: { completed: true } });
      const c = await createTaskAs(user, { section: 'today' });
      const other = await createTaskAs(user, { section: 'tomorrow', priority: 'Low' });
      expect([a.order, b.order, c.order, other.order]).toEqual([0, 1, 2, 0]);
      expect([a.priority, other.priority]).toEqual(['High', 'Low']);
    });

    it('answers a retried create with the same task and 200, never a duplicate', async () => {
      const clientKey = newClientKey();
      const first = await user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey, text: 'Once' } });
      clock = T0 + 1000;
      const again = await user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey, text: 'Once' } });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await listTasksAs(user)).toHaveLength(1);
    });

    it('answers concurrent retries with one task', async () => {
      const clientKey = newClientKey();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey, text: 'Racing' } }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(responses.map((r) => r.json<Task>().id)).size).toBe(1);
      expect(await listTasksAs(user)).toHaveLength(1);
    });

    it('keeps client keys per user', async () => {
      const clientKey = newClientKey();
      const other = await signUp(t.app);
      const mine = await createTaskAs(user, { clientKey });
      const theirs = await createTaskAs(other, { clientKey });
      expect(theirs.id).not.toBe(mine.id);
    });

    it('accepts text of exactly the maximum length', async () => {
      const task = await createTaskAs(user, { text: ` ${'x'.repeat(MAX_TASK_TEXT_LENGTH)} ` });
      expect(task.text).toHaveLength(MAX_TASK_TEXT_LENGTH);
    });

    it.each([
      { name: 'missing text', body: { clientKey: 'abcdefgh' }, field: 'text' },
      { name: 'empty text', body: { clientKey: 'abcdefgh', text: '' }, field: 'text' },
      { name: 'whitespace text', body: { clientKey: 'abcdefgh', text: ' \n\t ' }, field: 'text' },
      {
        name: 'text too long',
        body: { clientKey: 'abcdefgh', text: 'x'.repeat(MAX_TASK_TEXT_LENGTH + 1) },
        field: 'text',
      },
      { name: 'text not a string', body: { clientKey: 'abcdefgh', text: 5 }, field: 'text' },
      { name: 'unknown priority', body: { clientKey: 'abcdefgh', text: 'a', priority: 'Urgent' }, field: 'priority' },
      { name: 'unknown section', body: { clientKey: 'abcdefgh', text: 'a', section: 'yesterday' }, field: 'section' },
      { name: 'null section', body: { clientKey: 'abcdefgh', text: 'a', section: null }, field: 'section' },
      { name: 'missing id (and clientKey)', body: { text: 'a' }, field: 'id' },
      { name: 'id not a UUID', body: { id: 'temp-1', text: 'a' }, field: 'id' },
      { name: 'short clientKey', body: { clientKey: 'abc', text: 'a' }, field: 'clientKey' },
      { name: 'clientKey with spaces', body: { clientKey: 'abc defgh', text: 'a' }, field: 'clientKey' },
      { name: 'unknown field', body: { clientKey: 'abcdefgh', text: 'a', completed: true }, field: 'completed' },
      { name: 'unknown field uid', body: { clientKey: 'abcdefgh', text: 'a', uid: 'someone' }, field: 'uid' },
    ])('$name → 400 naming $field', async ({ body, field }) => {
      const res = await user.inject({ method: 'POST', url: '/api/tasks', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringContaining(field), field });
      expect(await listTasksAs(user)).toEqual([]);
    });

    it.each([
      { name: 'invalid JSON', type: 'application/json', payload: '{"text": ', status: 400 },
      { name: 'empty JSON body', type: 'application/json', payload: '', status: 400 },
      { name: 'a JSON array', type: 'application/json', payload: '[]', status: 400 },
      { name: 'a JSON string', type: 'application/json', payload: '"hello"', status: 400 },
      { name: 'plain text', type: 'text/plain', payload: 'Buy milk', status: 415 },
      { name: 'XML', type: 'application/xml', payload: '<task/>', status: 415 },
      { name: 'a body over the limit', type: 'application/json', payload: `"${'x'.repeat(70_000)}"`, status: 413 },
    ])('$name → $status with an error message', async ({ type, payload, status }) => {
      const res = await user.inject({ method: 'POST', url: '/api/tasks', headers: { 'content-type': type }, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });
  });

  describe('PATCH /api/tasks/:id', () => {
    it.each([
      { name: 'text (trimmed)', body: { text: '  New words ' }, expected: { text: 'New words' } },
      { name: 'priority', body: { priority: 'High' }, expected: { priority: 'High' } },
      { name: 'completed', body: { completed: true }, expected: { completed: true } },
      {
        name: 'all at once',
        body: { text: 'b', priority: 'Low', completed: true },
        expected: { text: 'b', priority: 'Low', completed: true },
      },
    ])('changes $name and refreshes updatedAt only', async ({ body, expected }) => {
      const task = await createTaskAs(user, { text: 'a', section: 'today' });
      clock = T0 + 60_000;
      const res = await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: body });
      expect(res.statusCode).toBe(200);
      // Each change is the user's next version: the create was 1.
      const updated = { ...task, ...expected, updatedAt: T0 + 60_000, version: 2 };
      expect(res.json()).toEqual(updated);
      expect(await listTasksAs(user)).toEqual([updated]);
    });

    it('undoes a completion', async () => {
      const task = await createTaskAs(user);
      await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } });
      const res = await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: false } });
      expect(res.json<Task>().completed).toBe(false);
    });

    it.each([
      { name: 'an empty change', body: {}, field: undefined },
      { name: 'empty text', body: { text: '   ' }, field: 'text' },
      { name: 'text too long', body: { text: 'x'.repeat(MAX_TASK_TEXT_LENGTH + 1) }, field: 'text' },
      { name: 'completed as a string', body: { completed: 'yes' }, field: 'completed' },
      { name: 'unknown priority', body: { priority: 'high' }, field: 'priority' },
      { name: 'section (moves go through /move)', body: { section: 'today' }, field: 'section' },
      { name: 'order', body: { order: 3 }, field: 'order' },
      { name: 'createdAt', body: { text: 'ok', createdAt: 1 }, field: 'createdAt' },
    ])('refuses $name with 400', async ({ body, field }) => {
      const task = await createTaskAs(user, { text: 'keep me' });
      const res = await user.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        field ? { error: expect.stringContaining(field), field } : { error: expect.any(String) },
      );
      expect(await listTasksAs(user)).toEqual([task]);
    });
  });

  describe('DELETE /api/tasks/:id', () => {
    it("answers the delete's version, then 404", async () => {
      const keep = await createTaskAs(user);
      const task = await createTaskAs(user);
      const res = await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });
      expect(res.statusCode).toBe(200);
      // The delete is the user's next change after the create: the version a client's tombstone keeps.
      expect(res.json()).toEqual({ version: task.version! + 1 });
      expect(await listTasksAs(user)).toEqual([keep]);
      const again = await user.inject({ method: 'DELETE', url: `/api/tasks/${task.id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'Task not found' });
    });
  });

  describe('POST /api/tasks/:id/reset', () => {
    it("restarts the task's clock: createdAt and updatedAt become now", async () => {
      const task = await createTaskAs(user, { section: 'today' });
      clock = T0 + 5 * 86_400_000;
      const res = await user.inject({ method: 'POST', url: `/api/tasks/${task.id}/reset` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...task, createdAt: clock, updatedAt: clock, version: task.version! + 1 });
      expect(await listTasksAs(user)).toEqual([res.json()]);
    });
  });

  describe('ids', () => {
    const missing = crypto.randomUUID();
    it.each([
      ['PATCH', '', { text: 'x' }],
      ['DELETE', '', undefined],
      ['POST', '/move', { section: 'today', index: 0 }],
      ['POST', '/reset', undefined],
    ] as const)('%s …%s: a malformed id is 400 naming id; an unknown one is 404', async (method, suffix, payload) => {
      for (const bad of ['not-a-uuid', 'temp-123', '123']) {
        const res = await user.inject({ method, url: `/api/tasks/${bad}${suffix}`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: expect.stringContaining('id'), field: 'id' });
      }
      const res = await user.inject({ method, url: `/api/tasks/${missing}${suffix}`, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Task not found' });
    });
  });
});
