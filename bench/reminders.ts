/**
 * Reminder scheduler at 100,000 pending reminders: what one pass of the scheduler (every instance
 * runs one every 5 s, REMINDER_CHECK_MS) costs when nothing is due, and when a batch falls due at
 * once. Reminders are seeded straight into the tasks table for one user, 20 ms apart; the app is built in-process with background jobs off and an injected clock, and no device
 * is subscribed, so a pass measures the claim (the database work), not push delivery. Also prints
 * the query plan of the due-reminder lookup.
 *   node --import tsx bench/reminders.ts [sqlite|postgres]
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { createDatabase, postgresAvailable, type DbKind } from './lib/database';
import { fmt, median } from './lib/stats';

const PENDING = Number(process.env.BENCH_REMINDERS ?? 100_000);
const IDLE_PASSES = 50;
const DUE_BATCHES = [100, 1_000, 10_000];
const BATCH_OFFSETS = DUE_BATCHES.map((n, i) => DUE_BATCHES.slice(0, i + 1).reduce((a, b) => a + b, 0) - 1);
const SPACING_MS = 20;

async function run(kind: DbKind) {
  const database = await createDatabase(kind);
  let clock = Date.UTC(2026, 10, 26, 9);
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', ...database.env }),
    webDist: undefined,
    backgroundJobs: false,
    now: () => clock,
  });
  await app.ready();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'bench@example.test', name: 'Bench', password: 'correct horse battery' },
  });
  const uid = (signUp.json() as { user: { id: string } }).user.id;

  const seedStart = performance.now();
  const CHUNK = 500;
  for (let i = 0; i < PENDING; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, PENDING - i) }, (_, j) => ({
      id: crypto.randomUUID(),
      uid,
      client_key: `bench-${i + j}`,
      text: `reminder ${i + j}`,
      priority: 'Medium' as const,
      completed: 0,
      section: 'today' as const,
      position: i + j,
      created_at: clock,
      updated_at: clock,
      deleted_at: null,
      // One every 20 ms from a minute on (100,000 span 33 minutes), none due yet: a batch that
      // falls due together is sent, not marked missed (more than an hour late).
      remind_at: clock + 60_000 + (i + j) * SPACING_MS,
      reminder_state: 'pending' as const,
      version: 1,
    }));
    await app.db.insertInto('tasks').values(rows).execute();
  }
  if (kind === 'postgres') await sql`analyze tasks`.execute(app.db);
  const seedMs = performance.now() - seedStart;

  const idle: number[] = [];
  for (let i = 0; i < IDLE_PASSES; i++) {
    const start = performance.now();
    const result = await app.sendDueReminders();
    idle.push(performance.now() - start);
    if (result.sent !== 0) throw new Error('nothing should be due yet');
  }

  const plan =
    kind === 'sqlite'
      ? await sql<{
          detail: string;
        }>`explain query plan select id from tasks where reminder_state = 'pending' and remind_at <= ${clock} order by remind_at limit 500`.execute(
          app.db,
        )
      : await sql<{
          'QUERY PLAN': string;
        }>`explain select id from tasks where reminder_state = 'pending' and remind_at <= ${clock} order by remind_at limit 500`.execute(
          app.db,
        );
  const planText = plan.rows.map((r) => Object.values(r).join(' ')).join(' | ');

  // Move the clock so the next `n` reminders fall due together, and time the pass that claims them.
  const due: { n: number; ms: number; perReminderUs: number }[] = [];
  let claimed = 0;
  for (const [b, total] of BATCH_OFFSETS.entries()) {
    const n = DUE_BATCHES[b]!;
    clock = Number(
      (
        await app.db
          .selectFrom('tasks')
          .select('remind_at')
          .orderBy('remind_at')
          .offset(total)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).remind_at,
    );
    const start = performance.now();
    const result = await app.sendDueReminders();
    const ms = performance.now() - start;
    const claimedNow = result.sent + result.missed;
    if (claimedNow !== n) throw new Error(`expected ${n} due, claimed ${claimedNow}`);
    claimed += claimedNow;
    due.push({ n: claimedNow, ms, perReminderUs: (ms * 1000) / claimedNow });
  }

  await app.close();
  await database.drop();
  return { kind, pending: PENDING, seedMs, idle, planText, due, claimed };
}

const kinds: DbKind[] = process.argv[2] ? [process.argv[2] as DbKind] : ['sqlite', 'postgres'];
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    console.log('postgres: not reachable, skipped');
    continue;
  }
  const r = await run(kind);
  console.log(`\n${r.kind}: ${r.pending.toLocaleString('en')} pending reminders (seeded in ${fmt(r.seedMs / 1000)} s)`);
  console.log(
    `  idle pass (nothing due): median ${fmt(median(r.idle))} ms, max ${fmt(Math.max(...r.idle))} ms over ${r.idle.length} passes`,
  );
  for (const d of r.due) console.log(`  pass claiming ${d.n} due: ${fmt(d.ms)} ms (${fmt(d.perReminderUs)} µs each)`);
  console.log(`  due lookup plan: ${r.planText}`);
}
