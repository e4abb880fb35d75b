import type { GenericEndpointContext } from 'better-auth';

/** One registered passkey: the public half of a credential the person's device keeps. */
export interface PasskeyRow {
  id: string;
  userId: string;
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** Comma-separated AuthenticatorTransport values, as the device reported them. */
  transports: string;
  name: string;
  createdAt: Date;
}

export const PASSKEY_MODEL = 'passkey';

/** Table `passkeys`, made by the library's migrator with its other tables, on both databases. */
export const passkeySchema = {
  [PASSKEY_MODEL]: {
    modelName: 'passkeys',
    fields: {
      userId: { type: 'string', required: true, references: { model: 'user', field: 'id' }, index: true },
      credentialId: { type: 'string', required: true, unique: true },
      publicKey: { type: 'string', required: true },
      counter: { type: 'number', required: true },
      transports: { type: 'string', required: false },
      name: { type: 'string', required: true },
      createdAt: { type: 'date', required: true },
    },
  },
} as const;

type Ctx = GenericEndpointContext;

export const passkeysOf = (ctx: Ctx, userId: string) =>
  ctx.context.adapter.findMany<PasskeyRow>({ model: PASSKEY_MODEL, where: [{ field: 'userId', value: userId }] });

export const passkeyByCredential = (ctx: Ctx, credentialId: string) =>
  ctx.context.adapter.findOne<PasskeyRow>({
    model: PASSKEY_MODEL,
    where: [{ field: 'credentialId', value: credentialId }],
  });

/** A short-lived WebAuthn challenge, kept in the library's verification table (shared by instances). */
export async function saveChallenge(ctx: Ctx, value: { challenge: string; userId?: string }): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `passkey-challenge:${id}`,
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
  return id;
}

/** The challenge, once: a second use (or an expired one) gives null. */
export async function takeChallenge(ctx: Ctx, id: string): Promise<{ challenge: string; userId?: string } | null> {
  const row = await ctx.context.internalAdapter.consumeVerificationValue(`passkey-challenge:${id}`);
  if (!row) return null;
  return JSON.parse(row.value) as { challenge: string; userId?: string };
}
