import type { Config } from '../config';

/**
 * Every endpoint the sign-in library serves under /api/auth, and what we do with it. The library
 * applies none of our rules by itself (throttle, password policy, field rules), so:
 * - `ours`: a Fastify route of our own checks the body and the rate limits, then hands it over;
 * - `open`: passed through as is — reads, sign-out, the OAuth protocol, each checked by a test;
 * - `off`: answered 404 here, never reaching the library.
 * The catch-all route forwards only `open` paths, so an endpoint a library upgrade adds stays
 * closed until it is listed; auth/library-endpoints.test.ts fails on any endpoint not listed.
 */
export type Treatment = 'ours' | 'open' | 'off';

type Deployment = Pick<Config, 'mail' | 'requireEmailVerification'>;

export interface LibraryEndpoint {
  /** The library's path, with `:param` segments. */
  path: string;
  use: Treatment;
  /** Only with outgoing mail (SMTP_URL); `off` without it. */
  needsMail?: boolean;
  /** Only with REQUIRE_EMAIL_VERIFICATION (and mail); `off` without it. */
  needsVerification?: boolean;
  why: string;
}

export const LIBRARY_ENDPOINTS: readonly LibraryEndpoint[] = [
  { path: '/sign-up/email', use: 'ours', why: 'sign-up form: schema, common passwords, per-address limit' },
  { path: '/sign-in/email', use: 'ours', why: 'sign-in form: per-account and per-address limits' },
  { path: '/sign-in/social', use: 'ours', why: 'starting a provider sign-in costs a row: limited' },
  { path: '/link-social', use: 'ours', why: 'linking a provider from Settings: limited like a sign-in' },
  { path: '/request-password-reset', use: 'ours', needsMail: true, why: 'same answer in the same time; limited' },
  { path: '/reset-password', use: 'ours', needsMail: true, why: 'sign-up password rules; limited' },
  { path: '/reset-password/:token', use: 'open', needsMail: true, why: 'the mailed link: leads to our page' },
  { path: '/change-password', use: 'ours', why: 'checks the current password: limited like a sign-in' },
  { path: '/update-user', use: 'ours', why: 'the name only, with the sign-up name rules' },
  { path: '/two-factor/enable', use: 'ours', why: 'checks the current password: limited like a sign-in' },
  { path: '/two-factor/disable', use: 'ours', why: 'checks the current password: limited like a sign-in' },
  { path: '/two-factor/get-totp-uri', use: 'ours', why: 'checks the current password: limited like a sign-in' },
  { path: '/two-factor/generate-backup-codes', use: 'ours', why: 'checks the current password: limited' },
  { path: '/two-factor/verify-totp', use: 'ours', why: 'a code guess: limited per sign-in and per address' },
  { path: '/two-factor/verify-backup-code', use: 'ours', why: 'a code guess: limited per sign-in and per address' },
  { path: '/two-factor/send-otp', use: 'off', why: 'codes by email are not offered; TOTP and passkeys are' },
  { path: '/two-factor/verify-otp', use: 'off', why: 'see /two-factor/send-otp' },
  { path: '/passkey/registration-options', use: 'ours', why: 'checks the current password: limited' },
  { path: '/passkey/register', use: 'ours', why: 'signed in; a used-once challenge' },
  { path: '/passkey/delete', use: 'ours', why: 'checks the current password: limited' },
  { path: '/passkey/authentication-options', use: 'ours', why: 'signed out: costs a row, limited per address' },
  { path: '/passkey/sign-in', use: 'ours', why: 'a sign-in: limited per address' },
  { path: '/passkey/second-factor', use: 'ours', why: 'a pending sign-in’s second step: limited as codes' },
  { path: '/passkey/list', use: 'open', why: 'Settings › Passkeys; read-only, own passkeys' },
  { path: '/callback/:id', use: 'open', why: 'the OAuth/OIDC callback; state and PKCE checked by the library' },
  { path: '/oauth2/callback/:id', use: 'open', why: "ours: the generic provider's registered callback" },
  { path: '/get-session', use: 'open', why: 'read-only' },
  { path: '/sign-out', use: 'open', why: 'ends this session only' },
  { path: '/list-sessions', use: 'open', why: 'Settings › Devices; read-only' },
  { path: '/revoke-session', use: 'open', why: 'Settings › Devices; own sessions only' },
  { path: '/revoke-sessions', use: 'open', why: 'own sessions only' },
  { path: '/revoke-other-sessions', use: 'open', why: 'own sessions only; their trusted devices end too' },
  { path: '/list-accounts', use: 'open', why: 'Settings › Sign-in methods; read-only' },
  { path: '/unlink-account', use: 'open', why: 'the library keeps the last sign-in method' },
  { path: '/ok', use: 'open', why: 'constant answer' },
  { path: '/error', use: 'open', why: 'constant page' },
  // Nothing of ours uses these; each was a way around our rules or a second copy of one of ours.
  { path: '/verify-password', use: 'off', why: 'an unthrottled password oracle' },
  { path: '/change-email', use: 'off', why: 'no flow confirms the new address' },
  { path: '/update-session', use: 'off', why: 'sessions carry no fields of ours' },
  { path: '/delete-user', use: 'off', why: 'DELETE /api/account deletes every row, live sockets too' },
  { path: '/delete-user/callback', use: 'off', why: 'see /delete-user' },
  { path: '/refresh-token', use: 'off', why: "we never call a provider's API for the user" },
  { path: '/get-access-token', use: 'off', why: "would hand out the provider's access token" },
  { path: '/account-info', use: 'off', why: 'calls the provider with the stored token' },
  { path: '/send-verification-email', use: 'ours', needsVerification: true, why: 'mails a link: limited as resets' },
  { path: '/verify-email', use: 'open', needsVerification: true, why: 'the mailed link; signed token' },
];

/** The treatment this deployment gives each endpoint: mail-only endpoints are off without mail. */
export function endpointTreatments(config: Deployment): Map<string, Treatment> {
  const verifies = config.requireEmailVerification && Boolean(config.mail);
  const off = (e: LibraryEndpoint) => (e.needsMail && !config.mail) || (e.needsVerification && !verifies);
  return new Map(LIBRARY_ENDPOINTS.map((e) => [e.path, off(e) ? 'off' : e.use]));
}

/** Turns `/reset-password/:token` into a matcher of concrete paths. */
function matcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** Whether the catch-all may hand a path (relative to /api/auth) to the library. */
export function openPathMatcher(config: Deployment): (path: string) => boolean {
  const treatments = endpointTreatments(config);
  const open = LIBRARY_ENDPOINTS.filter((e) => treatments.get(e.path) === 'open').map((e) => matcher(e.path));
  return (path) => open.some((m) => m.test(path));
}
