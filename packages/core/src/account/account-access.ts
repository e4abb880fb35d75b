import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../auth/auth-schemas';

/**
 * How long a session counts as confirmed after it was made (a fresh sign-in of any kind) or after
 * its last `POST /api/account/confirm`. Making a token or a calendar link, and signing out
 * everywhere, need a confirmed session: a stolen cookie alone cannot open a lasting door.
 */
export const RECENT_CONFIRMATION_MS = 10 * 60_000;

/** The `code` of the 403 that asks the client to confirm it is the owner, then try again. */
export const CONFIRM_REQUIRED_CODE = 'confirm-required';

export const ACCOUNT_ACCESS_TEXTS = {
  confirmRequired: 'Confirm it is you: enter your password (or sign in again) to continue.',
  wrongPassword: 'That password is not right.',
  noPassword: 'This account has no password: sign out and sign in again to confirm it is you.',
} as const;

/** `POST /api/account/confirm`: the current password, checked as a sign-in would check it. */
export const ConfirmPasswordSchema = z.strictObject({
  password: /* @__PURE__ */ z
    .string({ message: 'Enter your current password' })
    .check(
      z.minLength(1, { message: 'Enter your current password' }),
      z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
    ),
});
export type ConfirmPasswordInput = z.infer<typeof ConfirmPasswordSchema>;

/** `POST /api/account/sign-out-everywhere`: no options; the body is empty. */
export const SignOutEverywhereSchema = z.strictObject({});

/** What a sign-out everywhere (or a password reset or change) ended, counted by kind of door. */
export const EndedAccessSchema = z.object({
  sessions: z.number(),
  tokens: z.number(),
  calendarLink: z.number(),
  pushDevices: z.number(),
  trustedDevices: z.number(),
  resetLinks: z.number(),
});
export type EndedAccess = z.infer<typeof EndedAccessSchema>;

/** A browser that may skip the second step of a sign-in (two-factor's "trust this device"). */
export const TrustedDeviceSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  userAgent: z.nullable(z.string()),
  /** This browser's trust cookie names it. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof TrustedDeviceSchema>;

export const TrustedDeviceListSchema = z.object({ devices: z.array(TrustedDeviceSchema) });
export type TrustedDeviceList = z.infer<typeof TrustedDeviceListSchema>;

export const TrustedDeviceParamsSchema = z.object({
  id: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(100)),
});
