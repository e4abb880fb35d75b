import { z } from 'zod/mini';

/*
 * Answers of the sign-in library's endpoints that the web app reads (the sign-in page through
 * auth/entry-answers.ts). The library sends more fields than these; z.object keeps only what we
 * use, so a new field there is no failure here.
 */

/** `/api/auth/sign-in/email`: with two-factor on, a right password asks for the second factor. */
export const SignInAnswerSchema = z.nullable(z.object({ twoFactorRedirect: z.optional(z.boolean()) }));

/** `/api/auth/sign-up/email`: `token` is null when the email must be confirmed first. */
export const SignUpAnswerSchema = z.nullable(z.object({ token: z.optional(z.nullable(z.string())) }));

/** `/api/auth/list-accounts`: each way this account signs in. */
export const LinkedAccountsSchema = z.array(z.object({ id: z.string(), providerId: z.string() }));

/** `/api/auth/link-social`, `/api/auth/sign-in/social`: the provider's page to go to. */
export const ProviderRedirectSchema = z.object({ url: z.string() });

/** `/api/auth/list-sessions`: a signed-in browser or device (dates as ISO strings). */
export const DeviceSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.optional(z.nullable(z.string())),
  userAgent: z.optional(z.nullable(z.string())),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;
export const DeviceSessionsSchema = z.array(DeviceSessionSchema);

/** `/api/auth/get-session`: this browser's session and whether two-factor is on; null when none. */
export const CurrentSessionSchema = z.nullable(
  z.object({
    session: z.object({ id: z.string() }),
    user: z.object({ twoFactorEnabled: z.optional(z.nullable(z.boolean())) }),
  }),
);

/** `/api/auth/passkey/list`. */
export const PasskeyListSchema = z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() }));
export type Passkey = z.infer<typeof PasskeyListSchema>[number];

/**
 * `/api/auth/passkey/registration-options` and `…/authentication-options`: the challenge's id and
 * the WebAuthn options, which the browser's WebAuthn helper checks in full.
 */
export const PasskeyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

/** `/api/auth/two-factor/enable`: the authenticator app's link and the one-time backup codes. */
export const TotpSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;
