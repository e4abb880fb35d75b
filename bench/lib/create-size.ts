import type { Request } from 'autocannon';
import { alternate } from './alternate';
import { createDatabase, type DbKind } from './database';
import { rotate, type LoadResult } from './load';
import { seed, type SeededUser } from './seed';
import { startServer } from './server';
import { median } from './stats';

/** The "user with 3,000 tasks", all in the list the creates append to. */
export const FULL_TASKS = 3_000;
/**
 * As many users on each side: writes spread over more users touch more index pages per second,
 * which alone made 1,000 fresh users slower than 50 full ones. 300 keeps a fresh list short
 * (about a hundred tasks by the end) and seeds 900,000 rows for the full side in seconds.
 */
export const SIZE_USERS = 300;
const SECTION = 'brainDump';

export interface CreateSizeRun {
  kind: DbKind;
  fresh: LoadResult;
  full: LoadResult;
  /** Creates/s of each round, fresh and full side by side (measured one right after the other). */
  rounds: { fresh: number; full: number }[];
  /** Median over rounds of full ÷ fresh: a neighbour's burst moves both sides of a round. */
  ratio: number;
  /** Tasks in the first user's list of each side when the runs ended (seeded + created). */
  fullTasksAtEnd: number;
  freshTasksAtEnd: number;
}

/** Counts every create of the process, so no client key is ever sent twice (a repeat is a 200 replay). */
let sent = 0;

function createRequests(users: SeededUser[], tag: string): Request[] {
  const next = rotate(users);
  return [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: '/api/tasks',
        headers: { cookie: next().cookies[0]!, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientKey: `size-${tag}-${process.pid}-${sent++}`,
          text: `Size task ${sent}`,
          section: SECTION,
        }),
      }),
    },
  ];
}

async function countTasks(url: string, user: SeededUser): Promise<number> {
  const response = await fetch(`${url}/api/tasks`, { headers: { cookie: user.cookies[0]! } });
  if (!response.ok) throw new Error(`GET /api/tasks answered ${response.status}`);
  return ((await response.json()) as { tasks: unknown[] }).tasks.length;
}

/**
 * Creates/s for users whose list already holds 3,000 tasks against fresh users, on one server
 * and one database, measured in turn (lib/alternate.ts) so both sides share the machine's noise.
 * A create that read every position of its section slows down with the list; the ratio shows it.
 */
export async function measureCreateAtSize(
  kind: DbKind,
  base: { connections: number; seconds: number; runs: number; warmupSeconds: number },
  env: Record<string, string>,
): Promise<CreateSizeRun> {
  const db = await createDatabase(kind);
  const server = await startServer({ db, env });
  try {
    const fresh = (await seed(db, { users: SIZE_USERS, tasksPerUser: 0, sessionsPerUser: 1, tag: 'fresh' })).users;
    const full = (
      await seed(db, {
        users: SIZE_USERS,
        tasksPerUser: FULL_TASKS,
        sessionsPerUser: 1,
        tag: 'full',
        section: SECTION,
      })
    ).users;
    const result = await alternate(
      base,
      { url: server.url, requests: () => createRequests(fresh, 'fresh') },
      { url: server.url, requests: () => createRequests(full, 'full') },
    );
    // Every answer must be a 201: a replayed key (200) or a refusal would measure something else.
    for (const r of [...result.runs.a, ...result.runs.b]) {
      const other = Object.keys(r.statusCodes).filter((code) => code !== '201');
      if (other.length > 0 || r.errors > 0) {
        throw new Error(`creates answered ${JSON.stringify(r.statusCodes)}, ${r.errors} errors; expected only 201`);
      }
    }
    return {
      kind,
      fresh: result.a,
      full: result.b,
      rounds: result.runs.a.map((a, i) => ({ fresh: a.rps, full: result.runs.b[i]!.rps })),
      ratio: median(result.runs.a.map((a, i) => result.runs.b[i]!.rps / a.rps)),
      fullTasksAtEnd: await countTasks(server.url, full[0]!),
      freshTasksAtEnd: await countTasks(server.url, fresh[0]!),
    };
  } finally {
    await server.stop();
    await db.drop();
  }
}
