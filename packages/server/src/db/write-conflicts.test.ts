import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPostgres, signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listTasksAs } from '../../test/support/tasks';

// PostgreSQL ends one of two transactions that wait on each other (40P01) or that cannot be
// serialized (40001). Before, the loser's request answered 500. A trigger raises the real error
// from inside the database, a set number of times (a sequence survives the rollbacks).
describe.runIf(onPostgres)('PostgreSQL deadlocks and serialization failures', () => {
  const t = useTestApp();

  async function conflictOnInsert(code: '40P01' | '40001', times: number) {
    const name = `conflicts_${crypto.randomBytes(4).toString('hex')}`;
    await sql.raw(`create sequence ${name}`).execute(t.app.db);
    await sql
      .raw(
        `create or replace function ${name}() returns trigger language plpgsql as $$
         begin
           if nextval('${name}') <= ${times} then raise exception 'simulated' using errcode = '${code}'; end if;
           return new;
         end $$`,
      )
      .execute(t.app.db);
    await sql.raw('drop trigger if exists conflicts on tasks').execute(t.app.db);
    await sql
      .raw(`create trigger conflicts before insert on tasks for each row execute function ${name}()`)
      .execute(t.app.db);
  }
  const create = (user: Awaited<ReturnType<typeof signUp>>, text: string) =>
    user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: crypto.randomBytes(8).toString('hex'), text },
    });

  it.each(['40P01', '40001'] as const)('%s once: the write is retried and succeeds', async (code) => {
    const user = await signUp(t.app);
    await conflictOnInsert(code, 1);
    const response = await create(user, `retried ${code}`);
    expect(response.statusCode, response.body).toBe(201);
    expect((await listTasksAs(user)).map((task) => task.text)).toEqual([`retried ${code}`]);
  });

  it.each(['40P01', '40001'] as const)(
    '%s twice: 503 with Retry-After, nothing written, health unaffected',
    async (code) => {
      const user = await signUp(t.app);
      await conflictOnInsert(code, 2);
      const response = await create(user, 'lost twice');
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ error: expect.stringContaining('write conflict') });
      expect(await listTasksAs(user)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await create(user, 'next one')).statusCode).toBe(201);
    },
  );
});
