import type { Kysely } from 'kysely';
import { resetUserPassword, type Auth, type ResetPasswordResult } from '../auth';
import type { Database } from '../db';
import { endAccountAccess } from './end-account-access';

/**
 * `npm run user:reset-password`: the operator's way to hand an account back to its owner. It is a
 * reset like the mailed link, so it ends every door made before it (sessions, tokens, the calendar
 * link, push devices, trusted devices, reset links), not only the sessions.
 */
export async function resetPasswordFromShell(
  auth: Auth,
  db: Kysely<Database>,
  input: { email: string; password: string },
): Promise<ResetPasswordResult> {
  const result = await resetUserPassword(auth, input);
  if (result.ok) await endAccountAccess(db, result.userId, { keepSessionId: null });
  return result;
}
