import {
  AuthProvidersCheck,
  ProviderRedirectCheck,
  SignInAnswerCheck,
  SignUpAnswerCheck,
  SIGN_IN_DONE_PATH,
  type LocalSignIn,
  type LocalSignUp,
  type PasswordReset,
  type PasswordResetRequest,
} from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { readJson } from '../lib/read-json';

/** Where a provider sign-in comes back to, in the popup or in the full-page fallback. */
export { SIGN_IN_DONE_PATH };
/** Our small sign-in page: the popup's first page, and the fallback when popups are blocked. */
export const SIGN_IN_PAGE_PATH = '/auth/popup';

export const fetchProviders = () => readJson('/api/auth-providers', AuthProvidersCheck);

/** With two-factor on, a right password answers `twoFactorRedirect` and no session yet. */
export const signInWithEmail = (body: LocalSignIn) =>
  readJson('/api/auth/sign-in/email', SignInAnswerCheck, { method: 'POST', body });

/** `token` is null when the server asks for a confirmed email first (no session yet). */
export const signUpWithEmail = (body: LocalSignUp) =>
  readJson('/api/auth/sign-up/email', SignUpAnswerCheck, { method: 'POST', body });

/** Starts a Google or OpenID Connect sign-in; the answer is the provider's page to go to. */
export async function startProviderSignIn(provider: string): Promise<string> {
  const { url } = await readJson('/api/auth/sign-in/social', ProviderRedirectCheck, {
    method: 'POST',
    body: {
      provider,
      callbackURL: SIGN_IN_DONE_PATH,
      errorCallbackURL: SIGN_IN_DONE_PATH,
      newUserCallbackURL: SIGN_IN_DONE_PATH,
      disableRedirect: true,
    },
  });
  return url;
}

/** Mails a reset link if the address has an account; answers the same either way. */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  apiFetch<unknown>('/api/auth/request-password-reset', { method: 'POST', body });

/** Sets the new password with the token from the mailed link; every session of the account ends. */
export const resetPassword = (body: PasswordReset) =>
  apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body });

/** The second step of a sign-in with two-factor on (the pending sign-in is in a cookie). */
export const verifyTotp = (body: { code: string }) =>
  apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body });

export const verifyBackupCode = (body: { code: string }) =>
  apiFetch<unknown>('/api/auth/two-factor/verify-backup-code', { method: 'POST', body });
