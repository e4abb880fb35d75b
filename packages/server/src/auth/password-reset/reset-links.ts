import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';

/** How the library names a reset link's row: this prefix, then the mailed token. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

type VerificationOptions = NonNullable<BetterAuthOptions['verification']>;

/**
 * Reset tokens are kept as their SHA-256 (ASVS 2.5.x): a copy of the database, a backup or a
 * log of its queries no longer holds a link that opens the account. The prefix stays readable so
 * "every reset link of this account" can still be found. Other rows (pending two-factor
 * sign-ins, trusted devices) keep the library's plain identifiers.
 */
export const hashedResetTokens: VerificationOptions['storeIdentifier'] = {
  default: 'plain',
  overrides: {
    [RESET_IDENTIFIER_PREFIX]: {
      hash: async (identifier) =>
        RESET_IDENTIFIER_PREFIX +
        createHash('sha256').update(identifier.slice(RESET_IDENTIFIER_PREFIX.length)).digest('base64url'),
    },
  },
};

/**
 * One reset link per account: the newest. A link mailed earlier (perhaps to an inbox someone
 * else reads, or still lying in one) stops working once a newer one is asked for.
 */
export function oneResetLinkPerAccount(db: Kysely<Database>): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    verification: {
      create: {
        after: async (row) => {
          if (!row.identifier.startsWith(RESET_IDENTIFIER_PREFIX)) return;
          await endResetLinks(db, row.value, { except: row.id });
        },
      },
    },
  };
}

/** Deletes the account's reset links, all or all but one. */
export async function endResetLinks(db: Kysely<Database>, uid: string, { except }: { except?: string } = {}) {
  const result = await sql`
    delete from "verifications"
    where "identifier" like ${`${RESET_IDENTIFIER_PREFIX}%`} and "value" = ${uid}
      and "id" <> ${except ?? ''}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
