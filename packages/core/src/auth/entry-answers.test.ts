import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type { PlainCheck } from '../answers/plain-check';
import { ApiErrorSchema, SessionAnswerSchema } from '../profile/profile-schemas';
import { AuthProvidersSchema } from './auth-schemas';
import { AUTH_PROVIDER_KINDS } from './provider-kinds';
import {
  ApiErrorCheck,
  AuthProvidersCheck,
  PasskeyOptionsCheck,
  ProviderRedirectCheck,
  SessionAnswerCheck,
  SignInAnswerCheck,
  SignUpAnswerCheck,
} from './entry-answers';
import {
  PasskeyOptionsSchema,
  ProviderRedirectSchema,
  SignInAnswerSchema,
  SignUpAnswerSchema,
} from './library-answers';

/** Mostly the right type, sometimes any JSON at all: values near the shape, both sides of it. */
const near = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: fc.jsonValue() });
const str = near(fc.string());
const bool = near(fc.boolean());
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(null));
/** Some keys may be missing, and unknown keys come along. */
const record = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  near(
    fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()))
      .map(([known, extra]) => ({ ...extra, ...known })),
  );

const profile = record({ id: str, email: str, displayName: orNull(str), photoURL: orNull(str) });
const cases: [string, PlainCheck<unknown>, z.ZodMiniType, fc.Arbitrary<unknown>][] = [
  ['the session', SessionAnswerCheck, SessionAnswerSchema, record({ profile: orNull(profile) })],
  [
    'the providers',
    AuthProvidersCheck,
    AuthProvidersSchema,
    record({
      providers: near(
        fc.array(record({ id: str, name: str, kind: near(fc.constantFrom(...AUTH_PROVIDER_KINDS, 'saml')) })),
      ),
      localAccounts: bool,
      passwordReset: bool,
      passkeys: bool,
    }),
  ],
  ['a provider redirect', ProviderRedirectCheck, ProviderRedirectSchema, record({ url: str })],
  [
    'passkey options',
    PasskeyOptionsCheck,
    PasskeyOptionsSchema,
    record({ challengeId: str, options: record({ challenge: str }) }),
  ],
  ['a sign-in', SignInAnswerCheck, SignInAnswerSchema, orNull(record({ twoFactorRedirect: bool }))],
  ['a sign-up', SignUpAnswerCheck, SignUpAnswerSchema, orNull(record({ token: orNull(str) }))],
  ['a refusal', ApiErrorCheck, ApiErrorSchema, record({ error: str, field: str, code: str })],
];

describe.each(cases)('the check for %s', (_, check, schema, values) => {
  it('accepts what its zod schema accepts, reads the same value, and refuses the rest', () => {
    let accepted = 0;
    fc.assert(
      fc.property(values, (value) => {
        const byZod = schema.safeParse(value);
        const byCheck = check.safeParse(value);
        expect(byCheck.success).toBe(byZod.success);
        if (byZod.success && byCheck.success) {
          accepted++;
          expect(byCheck.data).toEqual(byZod.data);
        }
      }),
      { numRuns: 400 },
    );
    // Both sides of the shape were tried.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(400);
  });
});

describe('a refusal', () => {
  it('names the field at fault, as zod does', () => {
    const refused = AuthProvidersCheck.safeParse({
      providers: [{ id: 'g', name: 'Google', kind: 'saml' }],
      localAccounts: true,
      passwordReset: false,
      passkeys: true,
    });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error.issues[0]?.path).toEqual(['providers', 0, 'kind']);
  });

  it('reads the types the zod schemas infer', () => {
    type Read<C> = C extends PlainCheck<infer T> ? T : never;
    expectTypeOf<Read<typeof SessionAnswerCheck>>().toEqualTypeOf<z.infer<typeof SessionAnswerSchema>>();
    expectTypeOf<Read<typeof AuthProvidersCheck>>().toEqualTypeOf<z.infer<typeof AuthProvidersSchema>>();
    expectTypeOf<Read<typeof ProviderRedirectCheck>>().toEqualTypeOf<z.infer<typeof ProviderRedirectSchema>>();
    expectTypeOf<Read<typeof PasskeyOptionsCheck>>().toEqualTypeOf<z.infer<typeof PasskeyOptionsSchema>>();
    expectTypeOf<Read<typeof SignInAnswerCheck>>().toEqualTypeOf<z.infer<typeof SignInAnswerSchema>>();
    expectTypeOf<Read<typeof SignUpAnswerCheck>>().toEqualTypeOf<z.infer<typeof SignUpAnswerSchema>>();
    expectTypeOf<Read<typeof ApiErrorCheck>>().toEqualTypeOf<z.infer<typeof ApiErrorSchema>>();
  });
});
