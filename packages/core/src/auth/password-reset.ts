import { z } from 'zod/mini';
import { DisplayNameSchema, EmailSchema, MAX_PASSWORD_LENGTH, NewPasswordSchema } from './auth-schemas';

/** Our page that a reset link opens, with `?token=` (or `?error=INVALID_TOKEN` when it is spent or old). */
export const PASSWORD_RESET_PATH = '/auth/reset-password';
/** A reset link works once, for an hour. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

export const PASSWORD_RESET_TEXTS = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestHint: 'Enter the email address of your account and we will mail you a link to choose a new password.',
  sendButton: 'Send link',
  /** The same answer whether or not the address has an account. */
  requested: 'If an account exists, we sent a link. Check your email.',
  newPasswordTitle: 'Choose a new password',
  saveButton: 'Save password',
  done: 'Your password is changed and every device was signed out. Sign in with the new password.',
  invalidLink: 'This link has expired or was already used. Ask for a new one from the sign-in window.',
} as const;

/** `POST /api/auth/request-password-reset`: the server chooses where the link leads. */
export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** `POST /api/auth/reset-password`: the same password rules as sign-up. */
export const PasswordResetSchema = z.strictObject({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .check(
      z.minLength(1, { message: 'The reset link is incomplete' }),
      z.maxLength(200, { message: 'The reset link is not valid' }),
    ),
  newPassword: NewPasswordSchema,
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** `POST /api/auth/change-password`, signed in: the current password proves it is the owner. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ message: 'Enter your current password' })
    .check(
      z.minLength(1, { message: 'Enter your current password' }),
      z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
    ),
  newPassword: NewPasswordSchema,
  revokeOtherSessions: z.optional(z.boolean()),
});

/** `POST /api/auth/update-user`: the name is the only profile field a person edits. */
export const UpdateProfileSchema = z.strictObject({ name: DisplayNameSchema });

/** REQUIRE_EMAIL_VERIFICATION: what the sign-in form says before the mailed link is clicked. */
export const EMAIL_VERIFICATION_TEXTS = {
  checkEmail: 'Almost there: we sent you a link to confirm your email. Open it to sign in.',
  notVerified: 'Confirm your email first: we sent you a new link.',
} as const;
