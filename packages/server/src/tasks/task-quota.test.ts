import { describe, expect, it } from 'vitest';
import { IMPORTS_PER_MINUTE, MAX_ROUTINES_PER_USER, taskQuotaMessage } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs, newClientKey } from '../../test/support/tasks';
import { postImport } from '../../test/support/transfer';

const lines = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`).join('\n');
const importText = (user: SignedInUser, text: string, preview = false) =>
  postImport(user, { kind: 'text', list: 'today', text }, preview);

// One user grew the database by 115 MB in 5 s with ten imports of 2,500 tasks of 2 KB each.
describe('quotas: tasks (Recently deleted included), routines, imports per minute', () => {
  const MAX = 6;
  const t = useTestApp({ maxTasksPerUser: MAX });

  it('refuses a create past the quota, counting Recently deleted; a retried create still answers', async () => {
    const user = await signUp(t.app);
    const made = [];
    for (let i = 0; i < MAX - 1; i++) made.push(await createTaskAs(user, { text: `task ${i}` }));
    const last = { clientKey: newClientKey(), text: 'the last one' };
    expect((await user.inject({ method: 'POST', url: '/api/tasks', payload: last })).statusCode).toBe(201);
    expect((await user.inject({ method: 'DELETE', url: `/api/tasks/${made[0]!.id}` })).statusCode).toBe(200);

    const over = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text: 'one more' },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: taskQuotaMessage(MAX), field: 'tasks' });
    expect(await listTasksAs(user)).toHaveLength(MAX - 1);
    expect((await user.inject({ method: 'POST', url: '/api/tasks', payload: last })).statusCode).toBe(200);

    // Another user is not affected by this one's count.
    expect((await createTaskAs(await signUp(t.app), { text: 'mine' })).text).toBe('mine');
  });

  it('refuses an import that would pass the quota whole, naming the limit; one that fits goes through', async () => {
    const user = await signUp(t.app);
    await createTaskAs(user, { text: 'kept' });
    for (const preview of [true, false]) {
      const response = await importText(user, lines(MAX, 'imported'), preview);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ field: 'tasks', error: expect.stringContaining(`the limit is ${MAX}`) });
    }
    expect((await listTasksAs(user)).map((task) => task.text)).toEqual(['kept']);
    expect((await importText(user, lines(MAX - 1, 'fits'))).statusCode).toBe(200);
    expect(await listTasksAs(user)).toHaveLength(MAX);
  });

  it(`allows ${IMPORTS_PER_MINUTE} imports a minute per user, then 429 with Retry-After; previews are not counted`, async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < IMPORTS_PER_MINUTE; i++) expect((await importText(user, `a${i}`)).statusCode).toBe(200);
    const refused = await importText(user, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: expect.stringContaining('Too many imports') });
    expect((await importText(user, 'preview', true)).statusCode).toBe(200);
    expect((await importText(other, 'b')).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_ROUTINES_PER_USER} routines per user`, async () => {
    const user = await signUp(t.app);
    const add = (i: number) =>
      user.inject({ method: 'POST', url: '/api/routines', payload: { text: `routine ${i}`, weekdays: [1] } });
    for (let i = 0; i < MAX_ROUTINES_PER_USER; i++) expect((await add(i)).statusCode).toBe(201);
    const over = await add(MAX_ROUTINES_PER_USER);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ field: 'routines' });
  });
});

describe('quota default: a legitimate import of thousands of tasks goes through at once', () => {
  const t = useTestApp();

  it('imports 5,000 tasks in one request', async () => {
    const user = await signUp(t.app);
    const response = await importText(user, lines(5_000, 'bulk'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tasks: 5_000 });
  });
});

// Far below the limit a create trusts the count it read last; an import must make it count again.
describe('the task quota after an import', () => {
  const MAX = 100;
  const t = useTestApp({ maxTasksPerUser: MAX });

  it('holds exactly when an import fills the account after a create far below the limit', async () => {
    const user = await signUp(t.app);
    await createTaskAs(user, { text: 'first' });
    expect((await importText(user, lines(MAX - 2, 'imported'))).statusCode).toBe(200);
    await createTaskAs(user, { text: 'the last that fits' });
    const over = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text: 'x' },
    });
    expect(over.statusCode).toBe(403);
    expect(await listTasksAs(user)).toHaveLength(MAX);
  });
});
