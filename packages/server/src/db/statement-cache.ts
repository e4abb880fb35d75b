import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The better-sqlite3 connection as Kysely's SQLite driver sees it, with prepared statements kept
 * by their SQL text. Kysely calls `prepare(sql)` for every query it runs; compiling the same SQL
 * again each time was ~6 % of a list request (bench/RESULTS.md, "API throughput").
 *
 * Kysely binds parameters separately, so the distinct SQL texts are the query shapes the code
 * builds (plus one per length of an `in (…)` list); the oldest entry goes when `maxEntries` is
 * reached. A statement that is still being iterated (a streamed query) is never handed out
 * twice: that one call gets a fresh statement.
 */
export function withStatementCache(connection: SqliteConnection, maxEntries = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = connection.prepare(sql);
      if (cached) return statement;
      // Maps iterate in insertion order, so the first key is the oldest entry.
      if (statements.size >= maxEntries) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
    close(): void {
      statements.clear();
      connection.close();
    },
  };
}
