// Full load run against one real server process on its own fresh database:
//   node --import tsx packages/server/test/reliability/load.ts --seconds 60
// Defaults: 1,000 sockets (20 for each of 50 users), 200 writes/s for 60 s. Add --postgres to run
// on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), or --url to
// load an instance already running on 127.0.0.1. Prints the result as JSON and exits 1 on any
// error or lost message.
import { parseArgs } from 'node:util';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { runLoad } from './load/run-load';
import { sharedAuthSecret, startServer } from './support/server-process';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    sockets: { type: 'string', default: '1000' },
    users: { type: 'string', default: '50' },
    rate: { type: 'string', default: '200' },
    port: { type: 'string', default: '3227' },
    postgres: { type: 'boolean', default: false },
    /** An instance already running (e.g. started with --cpu-prof); nothing is started then. */
    url: { type: 'string' },
  },
});
const number = (name: keyof typeof values, min: number, max: number) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const options = {
  seconds: number('seconds', 1, 600),
  sockets: number('sockets', 1, 5000),
  users: number('users', 1, 55),
  rate: number('rate', 1, 2000),
  port: number('port', 1024, 65_535),
};
// The helpers read TEST_DB when they load, hence the late import.
if (values.postgres) process.env.TEST_DB = 'postgres';
const { createTestDatabase } = await import('../support/test-app');

const target = values.url ? new URL(values.url) : undefined;
if (target && target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') {
  throw new Error('--url must point at 127.0.0.1: this tool only loads a local instance');
}
const database = target ? undefined : await createTestDatabase();
const server = database
  ? await startServer({ port: options.port, env: database.env, authSecret: sharedAuthSecret() })
  : undefined;
const baseUrl = server?.baseUrl ?? target!.origin;
const log = (line: string) => console.error(`[load] ${line}`);
const kind = database ? (database.env.DATABASE_URL ? 'postgres' : 'sqlite') : 'external';
try {
  log(`server on ${baseUrl} (${kind})`);
  const result = await runLoad({
    baseUrl,
    wsUrl: `${baseUrl.replace(/^http/, 'ws')}/api/live?protocol=${SYNC_PROTOCOL_VERSION}`,
    users: options.users,
    sockets: options.sockets,
    writesPerSecond: options.rate,
    seconds: options.seconds,
    log,
  });
  console.log(JSON.stringify({ database: kind, ...result }, null, 2));
  process.exitCode = result.errors === 0 && result.lost === 0 ? 0 : 1;
} finally {
  await server?.stop();
  await database?.drop();
}
