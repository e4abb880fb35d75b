import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMigratedDatabase } from '../auth';
import type { Config } from '../config';
import { readSchemaFacts, type SchemaFacts } from './schema-facts';
import { databaseFile } from './sqlite-backup';

/**
 * The schema this Dayflow's database has, found by making one: a scratch SQLite database
 * migrated exactly as a server start would (the sign-in library's tables, then ours). Never
 * written down, so a migration added later is expected without anyone updating a list.
 */
export async function expectedSchema(config: Config): Promise<SchemaFacts> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-schema-'));
  try {
    const { handle } = await openMigratedDatabase({
      ...config,
      databaseUrl: undefined,
      dataDir: scratch,
      authSecret: config.authSecret ?? crypto.randomBytes(32).toString('base64url'),
      logLevel: 'error',
    });
    await handle.close();
    return readSchemaFacts(databaseFile(scratch));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
