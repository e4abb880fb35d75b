import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EndedAccess } from '@dayflow/core';
import { recordSessionRenewal, type EndAccess } from '../auth';
import type { Database } from '../db';
import { endPushSubscriptions, handOverPushDevices } from '../notifications';

/** Two-factor's "trust this device" rows: `verifications` with this identifier prefix, value the user id. */
export const TRUST_DEVICE_PREFIX = 'trust-device-';

export interface KeptAccess {
  /** This session survives (a password change, sign out everywhere); null: none does (a reset). */
  keepSessionId: string | null;
  /** The identifier of this browser's trusted device, when it has one that should survive. */
  keepTrustedDevice?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;
const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/** Ends the user's trusted devices but the one kept: the next sign-in there asks for the code. */
export async function endTrustedDevices(db: Db, uid: string, keep: string | null = null): Promise<number> {
  return affected(
    await sql`
      delete from "verifications"
      where "value" = ${uid} and "identifier" like ${`${TRUST_DEVICE_PREFIX}%`} and "identifier" <> ${keep ?? ''}
    `.execute(db),
  );
}

/**
 * Ends every pending step the sign-in library keeps for the user: reset links, a half-done
 * two-factor sign-in. They are found by their value, the user's id, not by the shape of their
 * identifier, so this holds whether the library stores identifiers in the clear or hashed.
 */
export async function endPendingSteps(db: Db, uid: string): Promise<number> {
  return affected(
    await sql`
      delete from "verifications" where "value" = ${uid} and "identifier" not like ${`${TRUST_DEVICE_PREFIX}%`}
    `.execute(db),
  );
}

/**
 * Shuts every door into the account except the ones named to keep: other sessions, personal
 * access tokens, the calendar link, push subscriptions, trusted devices and pending steps (reset
 * links). All or none: one transaction. The caller closes the live sockets of the ended sessions
 * (`app.liveBus.endSessions`) once this has committed.
 */
export async function endAccountAccess(db: Kysely<Database>, uid: string, keep: KeptAccess): Promise<EndedAccess> {
  return db.transaction().execute(async (trx) => {
    const sessions = await sql`
      delete from "sessions" where "userId" = ${uid} and "id" <> ${keep.keepSessionId ?? ''}
    `.execute(trx);
    const tokens = await trx.deleteFrom('access_tokens').where('uid', '=', uid).executeTakeFirst();
    const calendarLink = await trx.deleteFrom('calendar_feeds').where('uid', '=', uid).executeTakeFirst();
    return {
      sessions: affected(sessions),
      tokens: Number(tokens.numDeletedRows),
      calendarLink: Number(calendarLink.numDeletedRows),
      pushDevices: await endPushSubscriptions(trx, uid, { keepSessionId: keep.keepSessionId }),
      trustedDevices: await endTrustedDevices(trx, uid, keep.keepTrustedDevice ?? null),
      resetLinks: await endPendingSteps(trx, uid),
    };
  });
}

/**
 * What the sign-in library's password reset, password change and "sign out other devices" end,
 * beyond the sessions it ends itself (auth/access-ending-hooks.ts):
 * - a reset or a change that signs out other devices: every door, as sign out everywhere;
 * - a change that keeps other devices signed in: the reset links, which would undo it;
 * - sign out other devices: the trusted devices of those devices too, so signing in there asks
 *   for the code again. Tokens, the calendar link and push stay: those are sign out everywhere's.
 * Then every instance closes the live sockets whose session is gone.
 */
export function endAccessAfter(app: FastifyInstance): EndAccess {
  return async (uid, ending) => {
    if (ending.kind === 'password-reset') {
      await endAccountAccess(app.db, uid, { keepSessionId: null });
    } else if (ending.kind === 'other-sessions') {
      await endTrustedDevices(app.db, uid, ending.keepTrustedDevice);
    } else if (ending.revokeOtherSessions) {
      // The same browser under its new session: its live sockets and the push devices it turned on stay its own.
      if (ending.replacedSessionId) {
        const renewal = { from: ending.replacedSessionId, to: ending.keepSessionId };
        await recordSessionRenewal(app.db, { uid, replaced: renewal.from, session: renewal.to, now: app.config.now() });
        await handOverPushDevices(app.db, uid, renewal);
      }
      await endAccountAccess(app.db, uid, ending);
    } else {
      await endPendingSteps(app.db, uid);
    }
    await app.liveBus.endSessions(uid);
  };
}
