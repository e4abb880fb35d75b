import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from './auth-schemas';
import { hasNoNulOrBrokenUnicode, NUL_OR_BROKEN_UNICODE_MESSAGE } from '../tasks/task-schemas';

const PasswordSchema = /* @__PURE__ */ z
  .string({ message: 'Enter your current password' })
  .check(
    z.minLength(1, { message: 'Enter your current password' }),
    z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
  );

const ChallengeIdSchema = /* @__PURE__ */ z.uuid({ message: 'Start again: the passkey request expired' });

/** What the browser's WebAuthn call produced; its contents are checked by the server's verifier. */
const CredentialResponseSchema = /* @__PURE__ */ z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  type: z.literal('public-key'),
});

export const PasskeyPasswordSchema = z.strictObject({ password: PasswordSchema });

export const PasskeyRegisterSchema = z.strictObject({
  challengeId: ChallengeIdSchema,
  response: CredentialResponseSchema,
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(64, { message: 'Use at most 64 characters' }),
        z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
      ),
  ),
});

export const PasskeySignInSchema = z.strictObject({
  challengeId: ChallengeIdSchema,
  response: CredentialResponseSchema,
});

export const PasskeyDeleteSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  password: PasswordSchema,
});

export const PASSKEY_TEXTS = {
  settingsTitle: 'Passkeys',
  settingsHint: 'Sign in with your fingerprint, face or device PIN instead of a password.',
  none: 'No passkeys yet.',
  add: 'Add a passkey',
  remove: 'Remove',
  passwordLabel: 'Current password',
  signIn: 'Sign in with a passkey',
  secondFactor: 'Use a passkey instead',
  failed: 'The passkey sign-in did not work. Try again, or use your password.',
  /** The server's answer when the authenticator did not check who is holding it. */
  notUserVerified:
    'This passkey did not check that it is you (fingerprint, face or PIN), so it cannot sign you in alone. Use your password, or a passkey that asks for one.',
  /** Shown instead of the passkey buttons where the browser cannot offer passkeys. */
  needsHostName: 'Passkeys work only when Dayflow is opened by its name (like plan.example.com), not by an IP address.',
  unsupported: 'This browser cannot use passkeys.',
} as const;
