import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_ACCESS_TEXTS, CONFIRM_REQUIRED_CODE, RECENT_CONFIRMATION_MS } from '@dayflow/core';
import type { Database } from '../db';
import { HttpError } from '../http';
import { refuseAccessTokens } from '../tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the routes that open a lasting door (a token, a calendar link) or shut them
     * all: the session must have been made or confirmed within RECENT_CONFIRMATION_MS, else 403
     * `confirm-required`. Runs after requireUser.
     */
    requireRecentConfirmation: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * When the session last proved its owner: the later of its creation (every sign-in, by
 * password, passkey, provider or a mailed link, makes a new session) and its last password
 * confirmation. Undefined when the session is gone.
 */
export async function lastConfirmedAt(db: Kysely<Database>, sessionId: string): Promise<number | undefined> {
  const { rows } = await sql<{ createdAt: Date | string | number; confirmed_at: number | string | null }>`
    select s."createdAt", c."confirmed_at" from "sessions" s
    left join "session_confirmations" c on c."session_id" = s."id"
    where s."id" = ${sessionId}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return Math.max(new Date(row.createdAt).getTime(), Number(row.confirmed_at ?? 0));
}

export async function markConfirmed(
  db: Kysely<Database>,
  session: { sessionId: string; uid: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('session_confirmations')
    .values({ session_id: session.sessionId, uid: session.uid, confirmed_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ confirmed_at: now }))
    .execute();
}

/** The rule, on its own: confirmed at `at`, is it still recent at `now`? */
export const isRecent = (at: number, now: number) => now - at < RECENT_CONFIRMATION_MS;

export const confirmRequired = () =>
  new HttpError(403, ACCOUNT_ACCESS_TEXTS.confirmRequired, 'password', CONFIRM_REQUIRED_CODE);

export function decorateRecentConfirmation(app: FastifyInstance): void {
  app.decorate('requireRecentConfirmation', async (request: FastifyRequest) => {
    // A token has no session to confirm: whatever it may do, it never opens another door.
    await refuseAccessTokens(request);
    const session = await app.sessionFromHeaders(request.headers);
    if (!session || session.user.id !== request.user.id) throw confirmRequired();
    const at = await lastConfirmedAt(app.db, session.sessionId);
    if (at === undefined || !isRecent(at, app.config.now())) throw confirmRequired();
  });
}
