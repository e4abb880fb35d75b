// Restores a backup made by `npm run backup` into this instance's DATA_DIR. Stop the server first.
//   npm run restore -- backups/dayflow-2026-05-20.db
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { expectedSchema } from '../expected-schema';
import { databaseFile, restoreDatabase } from '../sqlite-backup';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run restore -- <file>   (with the server stopped)';

runCli('restore', USAGE, async () => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) return { code: 2, message: `one backup file is needed\n${USAGE}` };
  const config = loadConfig();
  if (config.databaseUrl) return { code: 1, message: 'DATABASE_URL is set: restore PostgreSQL with pg_restore' };
  const expected = await expectedSchema(config);
  const { previous } = await restoreDatabase(positionals[0]!, config.dataDir, new Date(), expected);
  if (previous) console.log(`Kept the previous database as ${previous}`);
  console.log(`Restored ${positionals[0]} into ${databaseFile(config.dataDir)}`);
  return { code: 0 };
});
