import { z } from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from './auth-schemas';

/** Digits in a code from an authenticator app (RFC 6238's usual six, every 30 seconds). */
export const TOTP_DIGITS = 6;

const CurrentPasswordSchema = /* @__PURE__ */ z
  .string({ message: 'Enter your current password' })
  .check(
    z.minLength(1, { message: 'Enter your current password' }),
    z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
  );

/** Turning two-factor on or off, or new backup codes: the current password proves the owner. */
export const TwoFactorPasswordSchema = z.strictObject({ password: CurrentPasswordSchema });

/** A code from the app, at sign-in or to confirm that the app was set up. */
export const TotpCodeSchema = z.strictObject({
  code: z
    .string({ message: 'Enter the code from your app' })
    .check(
      z.trim(),
      z.regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { message: `Enter the ${TOTP_DIGITS} digits your app shows` }),
    ),
  trustDevice: z.optional(z.boolean()),
});

/** One of the backup codes shown when two-factor was turned on; each works once. */
export const BackupCodeSchema = z.strictObject({
  code: z
    .string({ message: 'Enter a backup code' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'Enter a backup code' }),
      z.maxLength(64, { message: 'Not a backup code' }),
    ),
  trustDevice: z.optional(z.boolean()),
});

export const TWO_FACTOR_TEXTS = {
  codeTitle: 'Enter your two-factor code',
  codeHint: 'Open your authenticator app and type the 6-digit code it shows for Dayflow.',
  codeLabel: 'Code',
  verifyButton: 'Verify',
  useBackupCode: 'Use a backup code instead',
  backupCodeLabel: 'Backup code',
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  settingsTitle: 'Two-factor authentication',
  off: 'Off: a password alone signs in.',
  on: 'On: signing in with a password also asks for a code from your app.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  passwordLabel: 'Current password',
  scanHint: 'Scan this code with your authenticator app, or type the secret. It is shown only now.',
  secretLabel: 'Secret',
  backupCodesHint:
    'Backup codes: each signs in once if you lose your phone. Keep them somewhere safe; they are shown only now.',
  confirmHint: 'Then enter the code your app shows to finish.',
} as const;
