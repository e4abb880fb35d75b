import { EmailSchema } from '@dayflow/core';
import type { Auth } from './auth';
import { newPasswordProblem } from './password-policy';

export type ResetPasswordResult =
  { ok: true; userId: string; email: string; sessionsEnded: number } | { ok: false; error: string; field?: string };

/**
 * Sets a new password for an account from the shell (`npm run user:reset-password`), for the
 * person who lost theirs on a server without mail. The same rules as a reset link: sign-up's
 * password policy, and every session of the account ends. An account that only ever signed in
 * with a provider gets a password too, as a reset link would give it.
 */
export async function resetUserPassword(
  auth: Auth,
  input: { email: string; password: string },
): Promise<ResetPasswordResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, error: email.error.issues[0]!.message, field: 'email' };
  const problem = newPasswordProblem(input.password, email.data);
  if (problem) return { ok: false, error: problem, field: 'password' };

  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email.data);
  if (!found) return { ok: false, error: `No account has the email ${email.data}`, field: 'email' };
  const userId = found.user.id;
  const hash = await context.password.hash(input.password);
  const sessions = await context.internalAdapter.listSessions(userId);
  await context.internalAdapter.deleteUserSessions(userId);
  if (await context.internalAdapter.findCredentialAccount(userId)) {
    await context.internalAdapter.updatePassword(userId, hash);
  } else {
    await context.internalAdapter.createAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  return { ok: true, userId, email: email.data, sessionsEnded: sessions.length };
}
