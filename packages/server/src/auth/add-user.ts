import { LocalSignUpSchema } from '@dayflow/core';
import type { Auth } from './auth';

export type AddUserResult = { ok: true; userId: string; email: string } | { ok: false; error: string; field?: string };

/**
 * Creates a local account the way the sign-up form does (same rules, same password hashing), for
 * operators who run `npm run user:add`. Leaves no session behind: nobody signed in. The operator
 * vouches for the address, so the account signs in without a mailed link even where addresses
 * are checked (see email-verification/).
 */
export async function addLocalUser(
  auth: Auth,
  input: { email: string; name: string; password: string },
): Promise<AddUserResult> {
  const parsed = LocalSignUpSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: issue.message, field: String(issue.path[0] ?? '') || undefined };
  }
  const { email, name, password } = parsed.data;
  if (!auth.options.emailAndPassword?.enabled) {
    return { ok: false, error: 'Local accounts are switched off (LOCAL_ACCOUNTS=false)' };
  }
  // Asked first: where addresses are checked, the library answers a taken one as it does a new one.
  if (await (await auth.$context).internalAdapter.findUserByEmail(email)) {
    return { ok: false, error: 'An account with this email already exists', field: 'email' };
  }
  try {
    const result = await auth.api.signUpEmail({ body: { email, name, password } });
    if (result.token) {
      const context = await auth.$context;
      await context.internalAdapter.deleteSession(result.token);
    }
    return { ok: true, userId: result.user.id, email };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: message, field: /exist/i.test(message) ? 'email' : undefined };
  }
}
