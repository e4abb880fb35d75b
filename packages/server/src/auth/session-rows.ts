import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * Which of these sessions still exist, with when each expires (epoch ms). The sign-in library
 * owns the `sessions` table (camelCase columns, created by its migrator), so it is read with
 * plain SQL; `expiresAt` comes back as a Date on PostgreSQL and an ISO string on SQLite.
 */
export async function sessionExpiries(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; expiresAt: Date | string | number }>`
    select "id", "expiresAt" from "sessions" where "id" in (${sql.join(ids)})
  `.execute(db);
  return new Map(rows.map((row) => [row.id, new Date(row.expiresAt).getTime()]));
}

/** The user of a session token (the part of the session cookie before its signature). */
export async function userOfSessionToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const { rows } = await sql<{ userId: string }>`select "userId" from "sessions" where "token" = ${token}`.execute(db);
  return rows[0]?.userId;
}

/** The ids of a user's sessions, expired or not. */
export async function sessionIdsOf(db: Kysely<Database>, uid: string): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`select "id" from "sessions" where "userId" = ${uid}`.execute(db);
  return new Set(rows.map((row) => row.id));
}
