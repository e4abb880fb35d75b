import { z } from 'zod/mini';
import { hasNoNulOrBrokenUnicode, NUL_OR_BROKEN_UNICODE_MESSAGE } from '../tasks/task-schemas';
import { AUTH_PROVIDER_KINDS } from './provider-kinds';

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; short enough that hashing one stays cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_DISPLAY_NAME_LENGTH = 80;

export const EmailSchema = z.pipe(
  /* @__PURE__ */ z.string({ message: 'Enter your email address' }).check(z.trim(), z.toLowerCase()),
  z.email({ message: 'Enter a valid email address' }),
);

export const NAME_CONTROL_CHARACTERS_MESSAGE = 'must not contain line breaks or other control characters';
/**
 * C0 and C1 controls (line breaks among them: a name reaches the headers and bodies of mails) and
 * the bidirectional overrides and isolates, which make a name display as other text than it is.
 */
const CONTROL_CHARACTERS = '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]';
export const hasNoControlCharacters = (text: string): boolean => !new RegExp(CONTROL_CHARACTERS).test(text);
/** For names from elsewhere (a provider's claims), kept rather than refused: each control becomes a space. */
export const withoutControlCharacters = (text: string): string =>
  text.replace(new RegExp(CONTROL_CHARACTERS, 'g'), ' ');

/**
 * A name is shown beside tasks, put in mails and sent to PostgreSQL: the task text's NUL and
 * broken-Unicode rule, and no control characters.
 */
export const DisplayNameSchema = /* @__PURE__ */ z
  .string({ message: 'Enter your name' })
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter your name' }),
    z.maxLength(MAX_DISPLAY_NAME_LENGTH, { message: `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters` }),
    z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
    z.refine(hasNoControlCharacters, { message: NAME_CONTROL_CHARACTERS_MESSAGE }),
  );

export const NewPasswordSchema = /* @__PURE__ */ z.string({ message: 'Choose a password' }).check(
  z.minLength(MIN_PASSWORD_LENGTH, { message: `Use at least ${MIN_PASSWORD_LENGTH} characters` }),
  z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
  z.refine((password) => password.trim() !== '', { message: 'Choose a password that is not only spaces' }),
);

/**
 * The cheap password rules that need the whole form. The list of common passwords is checked on
 * the server only (auth/password-policy.ts): it is far too large for the browser's bundle.
 */
const passwordIsNotEmail = /* @__PURE__ */ z.refine<{ email: unknown; password: unknown }>(
  // Also runs when a field failed its own check, so it must not trust either field's type.
  (form) =>
    typeof form.password !== 'string' ||
    typeof form.email !== 'string' ||
    form.password.trim().toLowerCase() !== form.email.trim().toLowerCase(),
  { message: 'Choose a password that is not your email address', path: ['password'] },
);

/**
 * A local account's sign-up, checked in the sign-in popup, on the server route and by the
 * `user:add` command. Strict, like every body: the library's other fields (callbackURL, image,
 * rememberMe) are nothing our form sends, and an unknown one is a 400 naming it.
 */
export const LocalSignUpSchema = z
  .strictObject({
    name: DisplayNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
  })
  .check(passwordIsNotEmail);
export type LocalSignUp = z.infer<typeof LocalSignUpSchema>;

/** Sign-in only checks the shape: the password rules may have changed since the account was made. */
export const LocalSignInSchema = z.strictObject({
  email: EmailSchema,
  password: /* @__PURE__ */ z
    .string({ message: 'Enter your password' })
    .check(
      z.minLength(1, { message: 'Enter your password' }),
      z.maxLength(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters` }),
    ),
});
export type LocalSignIn = z.infer<typeof LocalSignInSchema>;

export const AuthProviderKindSchema = z.enum(AUTH_PROVIDER_KINDS);

/** What the sign-in popup offers: `GET /api/auth-providers`. */
export const AuthProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string(), kind: AuthProviderKindSchema })),
  localAccounts: z.boolean(),
  /** "Forgot password?" is offered: local accounts and outgoing mail are both on. */
  passwordReset: z.boolean(),
  /** "Sign in with a passkey" is offered (local accounts, where passkeys are added). */
  passkeys: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
