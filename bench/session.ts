/**
 * The session lookup every API request pays: better-auth's getSession with the server's own
 * auth options, in process (no HTTP), as it is today (one database read per request) and with
 * `session.cookieCache` on (a signed cookie carries the session; no database read until it
 * expires). SQLite and PostgreSQL.
 *   node --import tsx bench/session.ts
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { authOptions, migrateAuthTables } from '../packages/server/src/auth/auth';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/database';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { BENCH_AUTH_SECRET, REPO_ROOT } from './lib/server';
import { fmt, percentile } from './lib/stats';

// better-auth is the server's own dependency (packages/server/node_modules): resolve it from there.
const serverRequire = createRequire(`${REPO_ROOT}/packages/server/package.json`);
const { betterAuth } = (await import(
  pathToFileURL(serverRequire.resolve('better-auth')).href
)) as typeof import('../packages/server/node_modules/better-auth/dist/index.mjs');

const CALLS = 3000;
const IN_FLIGHT = 10;
const CACHE_SECONDS = 5 * 60;

interface Measured {
  kind: DbKind;
  cache: boolean;
  opsPerSec: number;
  p50us: number;
  p99us: number;
}

function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

async function measure(kind: DbKind): Promise<Measured[]> {
  const bench = await createDatabase(kind);
  const config = loadConfig({ ...bench.env, LOG_LEVEL: 'silent', AUTH_SECRET: BENCH_AUTH_SECRET });
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const deps = { config, db: handle.db, dialect: handle.dialect, secret: BENCH_AUTH_SECRET };
    await migrateAuthTables(deps);
    const results: Measured[] = [];
    for (const cache of [false, true]) {
      const options = authOptions(deps);
      const auth = betterAuth({
        ...options,
        session: { ...options.session, ...(cache ? { cookieCache: { enabled: true, maxAge: CACHE_SECONDS } } : {}) },
      });
      const signUp = await auth.api.signUpEmail({
        body: { email: `session-${cache}@example.test`, password: 'correct horse battery', name: 'Bench' },
        returnHeaders: true,
      });
      const headers = new Headers({ cookie: cookiesFrom(signUp.headers) });
      if (cache && !headers.get('cookie')!.includes('session_data')) throw new Error('cookie cache cookie not set');
      const check = await auth.api.getSession({ headers });
      if (!check?.user) throw new Error('getSession found no user for the new session');

      for (let i = 0; i < 200; i++) await auth.api.getSession({ headers }); // warm-up
      const latencies: number[] = [];
      let issued = 0;
      const started = performance.now();
      const worker = async () => {
        while (issued++ < CALLS) {
          const t = performance.now();
          await auth.api.getSession({ headers });
          latencies.push((performance.now() - t) * 1000);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      const ms = performance.now() - started;
      results.push({
        kind,
        cache,
        opsPerSec: (latencies.length / ms) * 1000,
        p50us: percentile(latencies, 50),
        p99us: percentile(latencies, 99),
      });
    }
    return results;
  } finally {
    await handle.close();
    await bench.drop();
  }
}

const kinds: DbKind[] = ['sqlite'];
if (await postgresAvailable()) kinds.push('postgres');
const results: Measured[] = [];
for (const kind of kinds) results.push(...(await measure(kind)));
for (const r of results)
  console.log(`${r.kind} cookieCache=${r.cache}: ${fmt(r.opsPerSec)} lookups/s, p50 ${fmt(r.p50us)} µs`);

writeSection(
  'session',
  [
    provenance('node --import tsx bench/session.ts'),
    '',
    `better-auth \`auth.api.getSession\` with the server's own \`authOptions\`, ${CALLS} calls, ${IN_FLIGHT} in flight, ` +
      `in one process (no HTTP). "cookie cache" adds \`session: { cookieCache: { enabled: true, maxAge: ${CACHE_SECONDS} } }\`.`,
    '',
    table(
      ['database', 'session lookup', 'lookups/s', 'p50 µs (with 10 in flight)', 'p99 µs'],
      results.map((r) => [
        r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        r.cache ? 'cookie cache (signed cookie, no DB read)' : 'today (DB read per request)',
        fmt(r.opsPerSec),
        fmt(r.p50us),
        fmt(r.p99us),
      ]),
    ),
  ].join('\n'),
);
saveJson('session', results);
