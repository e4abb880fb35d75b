import {
  array,
  boolean,
  looseObject,
  nullable,
  object,
  oneOf,
  optional,
  plainCheck,
  string,
} from '../answers/plain-check';
import { AUTH_PROVIDER_KINDS } from './provider-kinds';

// The answers read on the way in, checked without zod (answers/plain-check.ts says why). Each
// stands in for the zod schema named beside it, and entry-answers.test.ts holds it to that schema.

const profile = object({
  id: string,
  email: string,
  displayName: nullable(string),
  photoURL: nullable(string),
});

/** SessionAnswerSchema: `GET /api/session`. */
export const SessionAnswerCheck = plainCheck(object({ profile: nullable(profile) }));

/** AuthProvidersSchema: `GET /api/auth-providers`. */
export const AuthProvidersCheck = plainCheck(
  object({
    providers: array(object({ id: string, name: string, kind: oneOf(AUTH_PROVIDER_KINDS) })),
    localAccounts: boolean,
    passwordReset: boolean,
    passkeys: boolean,
  }),
);

/** ProviderRedirectSchema: `POST /api/auth/sign-in/social`. */
export const ProviderRedirectCheck = plainCheck(object({ url: string }));

/** PasskeyOptionsSchema: `POST /api/auth/passkey/authentication-options`. */
export const PasskeyOptionsCheck = plainCheck(
  object({ challengeId: string, options: looseObject({ challenge: string }) }),
);

/** SignInAnswerSchema: `POST /api/auth/sign-in/email`. */
export const SignInAnswerCheck = plainCheck(nullable(object({ twoFactorRedirect: optional(boolean) })));

/** SignUpAnswerSchema: `POST /api/auth/sign-up/email`. */
export const SignUpAnswerCheck = plainCheck(nullable(object({ token: optional(nullable(string)) })));

/** ApiErrorSchema: the body of any of our API's refusals. */
export const ApiErrorCheck = plainCheck(object({ error: string, field: optional(string), code: optional(string) }));
