import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const open: SQLite.Database[] = [];
  afterEach(() => {
    for (const connection of open.splice(0)) if (connection.open) connection.close();
  });
  const connect = () => {
    const connection = new SQLite(':memory:');
    open.push(connection);
    return connection;
  };

  it('compiles a SQL text once and reuses the statement', () => {
    const connection = connect();
    const prepare = vi.spyOn(connection, 'prepare');
    const cached = withStatementCache(connection);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest statement when full', () => {
    const connection = connect();
    const prepare = vi.spyOn(connection, 'prepare');
    const cached = withStatementCache(connection, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 3');
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('hands out a fresh statement while the cached one is being iterated', () => {
    const cached = withStatementCache(connect());
    const text = 'select value from json_each(?)';
    const outer = cached.prepare(text);
    const rows: unknown[] = [];
    for (const row of outer.iterate(['[1,2]'])) {
      const inner = cached.prepare(text);
      expect(inner).not.toBe(outer);
      rows.push(row, ...inner.all(['[3]']));
    }
    expect(rows).toEqual([{ value: 1 }, { value: 3 }, { value: 2 }, { value: 3 }]);
    expect(cached.prepare(text)).toBe(outer);
  });

  it('gives Kysely the same results with new parameters on a reused statement, and closes the connection', async () => {
    const connection = connect();
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    });
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const) {
      const inserted = await db.insertInto('t').values({ id, name }).executeTakeFirst();
      expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    }
    const byId = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await byId(3)).toBeUndefined();
    await db.destroy();
    expect(connection.open).toBe(false);
  });
});
