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

/**
 * Notes that the library replaced `replaced` by `session` for the same browser (a password change
 * that signs out other devices). Sockets and anything else bound to the old session follow it
 * to the new one (liveSessions); the row goes with the new session (migration 0018).
 */
export async function recordSessionRenewal(
  db: Kysely<Database>,
  renewal: { uid: string; replaced: string; session: string; now: number },
): Promise<void> {
  await db
    .insertInto('session_renewals')
    .values({
      replaced_session_id: renewal.replaced,
      session_id: renewal.session,
      uid: renewal.uid,
      created_at: renewal.now,
    })
    .onConflict((oc) => oc.column('replaced_session_id').doUpdateSet({ session_id: renewal.session }))
    .execute();
}

/**
 * For each of these session ids, the session that stands for it now — itself, or the one the
 * library renewed it as — with when that expires. An id missing from the map has ended.
 */
export async function liveSessions(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { sessionId: string; expiresAt: number }>> {
  const found = new Map(
    [...(await sessionExpiries(db, ids))].map(([id, expiresAt]) => [id, { sessionId: id, expiresAt }]),
  );
  const gone = ids.filter((id) => !found.has(id));
  if (gone.length === 0) return found;
  const renewals = await db
    .selectFrom('session_renewals')
    .select(['replaced_session_id', 'session_id'])
    .where('replaced_session_id', 'in', gone)
    .execute();
  const renewed = await sessionExpiries(db, [...new Set(renewals.map((r) => r.session_id))]);
  for (const { replaced_session_id: replaced, session_id: sessionId } of renewals) {
    const expiresAt = renewed.get(sessionId);
    if (expiresAt !== undefined) found.set(replaced, { sessionId, expiresAt });
  }
  return found;
}
