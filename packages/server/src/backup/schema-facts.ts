import SQLite from 'better-sqlite3';

/**
 * What a SQLite file's schema consists of, in a form two files can be compared by: every table
 * with its columns, every index with its columns, uniqueness and condition, every trigger and
 * view with its SQL, and the migrations recorded as applied. Column order is left out: the
 * sign-in library adds a column at the end of an older table but puts it in place in a new one.
 */
export type SchemaFacts = Map<string, string>;

export function readSchemaFacts(file: string): SchemaFacts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const facts: SchemaFacts = new Map();
    const objects = db
      .prepare("select type, name, tbl_name as tableName, sql from sqlite_master where name not like 'sqlite_%'")
      .all() as { type: string; name: string; tableName: string; sql: string | null }[];
    for (const object of objects) {
      if (object.type === 'table') {
        const columns = db
          .prepare(`select name, type, "notnull", pk, dflt_value as def from pragma_table_xinfo(?)`)
          .all(object.name) as { name: string; type: string; notnull: number; pk: number; def: string | null }[];
        facts.set(`table ${object.name}`, 'exists');
        for (const c of columns) {
          facts.set(`column ${object.name}.${c.name}`, `${c.type} notnull=${c.notnull} pk=${c.pk} default=${c.def}`);
        }
      } else if (object.type === 'index') {
        const columns = (
          db.prepare('select name from pragma_index_info(?) order by seqno').all(object.name) as {
            name: string;
          }[]
        ).map((c) => c.name);
        facts.set(`index ${object.name}`, `on ${object.tableName}(${columns.join(', ')}) ${normalize(object.sql)}`);
      } else {
        // Triggers and views run code: compared by their whole text.
        facts.set(`${object.type} ${object.name}`, normalize(object.sql));
      }
    }
    const hasMigrations = objects.some((o) => o.type === 'table' && o.name === 'kysely_migration');
    const applied = hasMigrations
      ? (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name)
      : [];
    facts.set('migrations', applied.join(', ') || '(none)');
    return facts;
  } finally {
    db.close();
  }
}

const normalize = (sql: string | null) => (sql ?? '').replace(/\s+/g, ' ').trim();

/** Each way `actual` differs from `expected`, in words an operator can act on; empty when equal. */
export function schemaDifferences(expected: SchemaFacts, actual: SchemaFacts): string[] {
  const differences: string[] = [];
  for (const [key, value] of actual) {
    if (!expected.has(key)) differences.push(`unexpected ${key}`);
    else if (expected.get(key) !== value) differences.push(`${key} differs (${value}; expected ${expected.get(key)})`);
  }
  for (const key of expected.keys()) if (!actual.has(key)) differences.push(`missing ${key}`);
  return differences;
}
