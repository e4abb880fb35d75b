import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { verifyAuthenticationResponse, type AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { PASSKEY_TEXTS } from '@dayflow/core';
import { PASSKEY_MODEL, passkeyByCredential, takeChallenge, type PasskeyRow } from './passkey-store';

// What the passkey endpoints share: the relying party, the password check, and verifying a
// WebAuthn assertion against a stored passkey.

type Ctx = GenericEndpointContext;

export const NOT_VERIFIED = 'The passkey could not be verified';

/** The site the browser binds passkeys to: this request's origin (fixed by PUBLIC_URL when set). */
export function relyingParty(ctx: Ctx): { origin: string; rpID: string } {
  const origin = new URL(ctx.context.baseURL).origin;
  return { origin, rpID: new URL(origin).hostname };
}

export async function checkPassword(ctx: Ctx, userId: string, password: string): Promise<void> {
  const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
  const ok = account?.password ? await ctx.context.password.verify({ hash: account.password, password }) : false;
  if (!ok) throw new APIError('BAD_REQUEST', { message: 'Invalid password', field: 'password' });
}

/** The two-factor plugin's cookie naming a sign-in that passed its password step. */
export const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * The stored passkey a WebAuthn assertion verifies against, its counter moved on; else 401.
 * A passkey that signs in alone must also have verified its holder (fingerprint, face or PIN;
 * ASVS 2.7/2.8 multi-factor): a key that was only touched is a single factor. After a password
 * (the second step), being present is enough.
 */
export async function verifiedPasskey(
  ctx: Ctx,
  challengeId: string,
  response: unknown,
  { requireUserVerification }: { requireUserVerification: boolean },
): Promise<PasskeyRow> {
  const saved = await takeChallenge(ctx, challengeId);
  const id = (response as { id?: unknown } | undefined)?.id;
  if (!saved || typeof id !== 'string') throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
  const row = await passkeyByCredential(ctx, id);
  if (!row) throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
  const { origin, rpID } = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
    expectedChallenge: saved.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: transportsOf(row),
    },
    requireUserVerification,
  }).catch((error: unknown) => {
    if (error instanceof Error && /user verification/i.test(error.message)) {
      throw new APIError('UNAUTHORIZED', { message: PASSKEY_TEXTS.notUserVerified, code: 'PASSKEY_USER_NOT_VERIFIED' });
    }
    return null;
  });
  if (!result?.verified) throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
  await ctx.context.adapter.update({
    model: PASSKEY_MODEL,
    where: [{ field: 'id', value: row.id }],
    update: { counter: result.authenticationInfo.newCounter },
  });
  return row;
}

export const transportsOf = (row: PasskeyRow) =>
  (row.transports ? row.transports.split(',') : []) as AuthenticatorTransportFuture[];
