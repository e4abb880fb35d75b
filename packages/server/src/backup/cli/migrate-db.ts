// Copies this SQLite instance (DATA_DIR) into an empty PostgreSQL database. Stop the server first.
//   npm run migrate-db -- --to postgres://dayflow:secret@db.internal:5432/dayflow
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateSqliteToPostgres } from '../migrate-db';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run migrate-db -- --to postgres://user:pass@host:5432/db   (with the server stopped)';

runCli('migrate-db', USAGE, async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
  if (!values.to) return { code: 2, message: `--to is required\n${USAGE}` };
  const config = loadConfig();
  if (config.databaseUrl)
    return { code: 1, message: 'unset DATABASE_URL: the source is the SQLite database in DATA_DIR' };
  const copied = await migrateSqliteToPostgres(config, values.to);
  for (const { table, rows } of copied) console.log(`${table}: ${rows} rows`);
  console.log('Done. Start Dayflow with DATABASE_URL set to the new database.');
  return { code: 0 };
});
