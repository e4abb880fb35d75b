import SQLite from 'better-sqlite3';
import pg from 'pg';
import { BackupError, checkDayflowDatabase } from './sqlite-backup';

/** Our own and Kysely's bookkeeping: the target's migrations already wrote its own. */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock']);

interface TargetColumn {
  name: string;
  type: string;
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/**
 * Copies every row of a SQLite instance into a PostgreSQL database whose tables were created by
 * the same migrations (the caller starts the app on it once), in one transaction: all or
 * nothing. Refuses a target that already holds any row. Values are converted to the column
 * types PostgreSQL declares: SQLite keeps booleans as 0/1 and the sign-in library's dates as
 * text or numbers.
 */
export async function copySqliteToPostgres(sqliteFile: string, client: pg.ClientBase): Promise<CopiedTable[]> {
  checkDayflowDatabase(sqliteFile);
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const tables = (
      source.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as {
        name: string;
      }[]
    )
      .map((r) => r.name)
      .filter((name) => !NOT_COPIED.has(name));
    const columns = await targetColumns(client, tables);
    const ordered = await parentsFirst(client, tables);
    await client.query('begin');
    try {
      for (const table of ordered) {
        const { rows } = await client.query(`select exists (select 1 from ${quote(table)}) as taken`);
        if (rows[0]?.taken)
          throw new BackupError(`the target already has rows in ${table}; migrate into an empty database`);
      }
      const copied: CopiedTable[] = [];
      // One read transaction on the source, so every table is read as of the same moment.
      source.exec('begin');
      try {
        for (const table of ordered)
          copied.push({ table, rows: await copyTable(source, client, table, columns.get(table)!) });
      } finally {
        source.exec('rollback');
      }
      await client.query('commit');
      return copied;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    source.close();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function targetColumns(client: pg.ClientBase, tables: string[]): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = current_schema() and table_name = any($1) order by ordinal_position`,
    [tables],
  );
  const byTable = new Map<string, TargetColumn[]>();
  for (const row of rows) {
    byTable.set(row.table_name, [
      ...(byTable.get(row.table_name) ?? []),
      { name: row.column_name, type: row.data_type },
    ]);
  }
  const missing = tables.filter((t) => !byTable.has(t));
  if (missing.length > 0)
    throw new BackupError(`the target has no ${missing.join(', ')} table: is it a newer Dayflow's database?`);
  return byTable;
}

/** Tables in an order where every table comes after the tables its foreign keys point to. */
async function parentsFirst(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
     join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const unquote = (name: string) => name.replace(/^.*\./, '').replace(/^"(.*)"$/, '$1');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

// PostgreSQL takes at most 65,535 bound parameters per statement.
const MAX_PARAMETERS = 60_000;

async function copyTable(source: SQLite.Database, client: pg.ClientBase, table: string, target: TargetColumn[]) {
  const present = new Set(
    (source.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((r) => r.name),
  );
  const columns = target.filter((c) => present.has(c.name));
  const perChunk = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
  const select = source.prepare(`select ${columns.map((c) => quote(c.name)).join(', ')} from ${quote(table)}`);
  let count = 0;
  let chunk: unknown[][] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
    await client.query(
      `insert into ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) values ${values.join(', ')}`,
      chunk.flat(),
    );
    count += chunk.length;
    chunk = [];
  };
  for (const row of select.iterate() as Iterable<Record<string, unknown>>) {
    chunk.push(columns.map((c) => convert(row[c.name], c.type)));
    if (chunk.length >= perChunk) await flush();
  }
  await flush();
  return count;
}

/** A SQLite value as the PostgreSQL column type expects it. */
export function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return typeof value === 'string' ? value === 'true' || value === '1' : Boolean(value);
  if (type.startsWith('timestamp') || type === 'date') {
    if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
    const text = String(value);
    if (/^\d+$/.test(text)) return new Date(Number(text));
    // SQLite's CURRENT_TIMESTAMP form is UTC without a zone: never read it as local time.
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)) return new Date(`${text.replace(' ', 'T')}Z`);
    return new Date(text);
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}
