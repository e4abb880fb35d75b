// Test-only helpers for the account tests (not imported by the app): the database catalogue, and
// a user with a row in every table a user can have rows in.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { SignedInUser } from './test-app';
import { signInAgain } from './sessions';
import { completeTask, createRoutineAs, putSettings } from './days';
import { createTaskAs } from './tasks';
import { createTokenAs } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every table of the current database (schema on PostgreSQL), read from its own catalogue. */
export async function catalogueTables(app: FastifyInstance): Promise<string[]> {
  const db = app.db as unknown as Kysely<unknown>;
  const { rows } =
    app.dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name).sort();
}

async function columnsOf(app: FastifyInstance, table: string): Promise<string[]> {
  const db = app.db as unknown as Kysely<unknown>;
  const { rows } =
    app.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.map((r) => r.name);
}

/** Per table, how many rows have any column whose text contains `needle`. */
export async function rowsMentioning(app: FastifyInstance, needle: string): Promise<Record<string, number>> {
  const db = app.db as unknown as Kysely<unknown>;
  const counts: Record<string, number> = {};
  for (const table of await catalogueTables(app)) {
    const columns = await columnsOf(app, table);
    const mentions = columns.map((c) => sql`lower(cast(${sql.ref(c)} as text)) like ${`%${needle.toLowerCase()}%`}`);
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table)} where ${sql.join(mentions, sql` or `)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Gives the user rows everywhere through the API: tasks (one carried over a day start, one
 * completed), goal, streak, settings, day starts, routines, a note, day counts, a token, two-factor, a
 * second session, a password confirmation. A pending password reset (verifications) is written directly: local accounts here
 * send no email, so the library offers no route that makes one. Moves `clock` a day forward.
 */
export async function fillEveryTable(app: FastifyInstance, user: SignedInUser, clock: { now: number }): Promise<void> {
  await putSettings(user, { timeZone: 'UTC' });
  const leftOver = await createTaskAs(user, { text: 'left over', section: 'today' });
  const done = await createTaskAs(user, { text: 'done', section: 'today' });
  await completeTask(user, done.id);
  await createRoutineAs(user, { text: 'stretch', weekdays: [0, 1, 2, 3, 4, 5, 6] });
  expect((await user.inject({ method: 'POST', url: '/api/notes', payload: { title: 'ideas' } })).statusCode).toBe(201);
  expect((await user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 3 } })).statusCode).toBe(200);
  const activity = { method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } } as const;
  expect((await user.inject(activity)).statusCode).toBeLessThan(300);
  await createTokenAs(user);
  const confirmed = await user.inject({
    method: 'POST',
    url: '/api/account/confirm',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    payload: { password: 'correct horse battery' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
  // Reminders: a device with notifications on (never sent to: background jobs are off), the
  // calendar feed and a nudge.
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
  expect((await user.inject({ method: 'POST', url: '/api/push/subscriptions', payload: device })).statusCode).toBe(201);
  expect((await user.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(201);
  const nudges = { plan: '08:00', review: null, streak: null, quietFrom: null, quietUntil: null };
  expect((await user.inject({ method: 'PUT', url: '/api/nudges', payload: nudges })).statusCode).toBe(200);
  // Two-factor set up (not yet confirmed): the secret and backup codes are the user's rows too.
  const twoFactor = await user.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    payload: { password: 'correct horse battery' },
  });
  expect(twoFactor.statusCode, twoFactor.body).toBe(200);
  await signInAgain(app, user);
  clock.now += DAY_MS;
  expect((await user.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
  const at = new Date(clock.now).toISOString();
  await sql`
    insert into "verifications" ("id", "identifier", "value", "expiresAt", "createdAt", "updatedAt")
    values (${crypto.randomUUID()}, ${`reset-password:${crypto.randomBytes(8).toString('hex')}`}, ${user.id},
            ${at}, ${at}, ${at})`.execute(app.db as unknown as Kysely<unknown>);
  // A passkey is written directly too: registering one needs a browser's authenticator (e2e).
  await sql`
    insert into "passkeys" ("id", "userId", "credentialId", "publicKey", "counter", "transports", "name", "createdAt")
    values (${crypto.randomUUID()}, ${user.id}, ${crypto.randomBytes(16).toString('base64url')}, 'AQID', 0, 'internal',
            'Laptop', ${at})`.execute(app.db as unknown as Kysely<unknown>);
  // A session renewed by a password change (its old id pointing at a live one), written directly.
  const { rows: live } = await sql<{ id: string }>`
    select "id" from "sessions" where "userId" = ${user.id}`.execute(app.db as unknown as Kysely<unknown>);
  await app.db
    .insertInto('session_renewals')
    .values({ replaced_session_id: crypto.randomUUID(), session_id: live[0]!.id, uid: user.id, created_at: clock.now })
    .execute();
  // What a CalDAV client keeps on a task beyond Dayflow's model (the CalDAV tests write it by PUT).
  await app.db
    .insertInto('dav_task_properties')
    .values({ uid: user.id, task_id: leftOver.id, href: 'from-a-phone.ics', ical_uid: 'from-a-phone', extras: '' })
    .execute();
  // A followed calendar and one of its events: written directly, as adding one fetches it.
  const calendarId = crypto.randomUUID();
  await app.db
    .insertInto('calendars')
    .values({
      id: calendarId,
      uid: user.id,
      url: 'https://calendar.example/team.ics',
      name: 'Team',
      created_at: clock.now,
      next_fetch_at: clock.now,
    })
    .execute();
  await app.db
    .insertInto('calendar_events')
    .values({
      calendar_id: calendarId,
      uid: user.id,
      summary: 'Standup',
      start_at: clock.now,
      end_at: clock.now + 900_000,
      start_day: null,
      end_day: null,
    })
    .execute();
  // A used TOTP step, an unconfirmed sign-up and its link: written directly, as no one flow makes all three.
  await app.db.insertInto('totp_steps').values({ uid: user.id, last_step: 1 }).execute();
  await app.db.insertInto('pending_sign_ups').values({ uid: user.id, created_at: clock.now }).execute();
  const linkHash = crypto.randomBytes(32).toString('base64url');
  await app.db
    .insertInto('verify_email_links')
    .values({ uid: user.id, token_hash: linkHash, created_at: clock.now })
    .execute();
}
