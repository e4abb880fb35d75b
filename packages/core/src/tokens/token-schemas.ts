import { z } from 'zod/mini';

/** Every token starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'dft_';
export const ACCESS_TOKEN_SCOPES = ['read', 'read-write'] as const;
export const MAX_TOKEN_NAME_LENGTH = 100;
/** Ten years: "never" is `null`, so a longer number is a mistake, not a wish. */
export const MAX_TOKEN_EXPIRY_DAYS = 3650;

const UNPAIRED_SURROGATE = /\p{Cs}/u;
/** A name is shown in lists: no control characters (newlines, escapes) and valid Unicode. */
const isPrintable = (name: string) =>
  ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) && !UNPAIRED_SURROGATE.test(name);

export const AccessTokenScopeSchema = z.enum(ACCESS_TOKEN_SCOPES);
export type AccessTokenScope = z.infer<typeof AccessTokenScopeSchema>;

export const CreateAccessTokenSchema = z.strictObject({
  name: /* @__PURE__ */ z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'must not be empty' }),
      z.maxLength(MAX_TOKEN_NAME_LENGTH, { message: `must be at most ${MAX_TOKEN_NAME_LENGTH} characters` }),
      z.refine(isPrintable, { message: 'must not contain control or broken Unicode characters' }),
    ),
  /** Days from now; `null` or absent: the token never expires. */
  expiresInDays: z.optional(
    z.nullable(
      /* @__PURE__ */ z
        .int()
        .check(
          z.gte(1, { message: 'must be at least 1 (or null for never)' }),
          z.lte(MAX_TOKEN_EXPIRY_DAYS, { message: `must be at most ${MAX_TOKEN_EXPIRY_DAYS}` }),
        ),
    ),
  ),
  scope: AccessTokenScopeSchema,
});
export type CreateAccessTokenInput = z.infer<typeof CreateAccessTokenSchema>;

/** What a token list shows: never the secret, which only the creating answer carries. */
export const AccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: AccessTokenScopeSchema,
  createdAt: z.number(),
  /** Epoch ms; null: never expires. */
  expiresAt: z.nullable(z.number()),
  /** Epoch ms, to the minute; null: never used. */
  lastUsedAt: z.nullable(z.number()),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const CreatedAccessTokenSchema = z.object({
  ...AccessTokenSchema.shape,
  /** The secret, shown this once: only its hash is stored. */
  token: z.string(),
});
export type CreatedAccessToken = z.infer<typeof CreatedAccessTokenSchema>;

export const AccessTokenListSchema = z.object({ tokens: z.array(AccessTokenSchema) });

export const AccessTokenParamsSchema = z.strictObject({ id: z.uuid({ message: 'must be a token id' }) });
