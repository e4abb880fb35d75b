// A consistent copy of the SQLite database while the server runs:
//   npm run backup -- --out backups/dayflow-2026-05-20.db
// On PostgreSQL use pg_dump (README, "Backups and moving to PostgreSQL").
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { backupDatabase, databaseFile } from '../sqlite-backup';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run backup -- --out <file>';

runCli('backup', USAGE, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) return { code: 2, message: `--out is required\n${USAGE}` };
  const config = loadConfig();
  if (config.databaseUrl) return { code: 1, message: 'DATABASE_URL is set: back PostgreSQL up with pg_dump' };
  await backupDatabase(databaseFile(config.dataDir), values.out);
  console.log(`Backed up ${databaseFile(config.dataDir)} to ${values.out}`);
  return { code: 0 };
});
