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

const profile = /* @__PURE__ */ object({
  id: string,
  email: string,
  displayName: /* @__PURE__ */ nullable(string),
  photoURL: /* @__PURE__ */ nullable(string),
});

/** SessionAnswerSchema: `GET /api/session`. */
export const SessionAnswerCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ object({ profile: /* @__PURE__ */ nullable(profile) }),
);

/** AuthProvidersSchema: `GET /api/auth-providers`. */
export const AuthProvidersCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ object({
    providers: /* @__PURE__ */ array(
      /* @__PURE__ */ object({ id: string, name: string, kind: /* @__PURE__ */ oneOf(AUTH_PROVIDER_KINDS) }),
    ),
    localAccounts: boolean,
    passwordReset: boolean,
    passkeys: boolean,
  }),
);

/** ProviderRedirectSchema: `POST /api/auth/sign-in/social`. */
export const ProviderRedirectCheck = /* @__PURE__ */ plainCheck(/* @__PURE__ */ object({ url: string }));

/** PasskeyOptionsSchema: `POST /api/auth/passkey/authentication-options`. */
export const PasskeyOptionsCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ object({ challengeId: string, options: /* @__PURE__ */ looseObject({ challenge: string }) }),
);

/** SignInAnswerSchema: `POST /api/auth/sign-in/email`. */
export const SignInAnswerCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ nullable(/* @__PURE__ */ object({ twoFactorRedirect: /* @__PURE__ */ optional(boolean) })),
);

/** SignUpAnswerSchema: `POST /api/auth/sign-up/email`. */
export const SignUpAnswerCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ nullable(
    /* @__PURE__ */ object({ token: /* @__PURE__ */ optional(/* @__PURE__ */ nullable(string)) }),
  ),
);

/** ApiErrorSchema: the body of any of our API's refusals. */
export const ApiErrorCheck = /* @__PURE__ */ plainCheck(
  /* @__PURE__ */ object({ error: string, field: /* @__PURE__ */ optional(string) }),
);
