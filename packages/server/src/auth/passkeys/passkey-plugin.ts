import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { z } from 'zod';
import { PRODUCT_NAME } from '@dayflow/core';
import {
  PASSKEY_MODEL,
  passkeySchema,
  passkeysOf,
  saveChallenge,
  takeChallenge,
  type PasskeyRow,
} from './passkey-store';
import {
  checkPassword,
  NOT_VERIFIED,
  relyingParty,
  transportsOf,
  TWO_FACTOR_COOKIE,
  verifiedPasskey,
} from './passkey-verify';

/**
 * Passkeys (WebAuthn) for password-less sign-in, on @simplewebauthn/server — the library the
 * sign-in library's own passkey plugin wraps, which we cannot install (decision 15). Adding or
 * removing one needs the current password; signing in with one makes the same session cookie as
 * every other sign-in. Challenges live 5 minutes and are used once.
 */
export function passkeyPlugin(): BetterAuthPlugin {
  return {
    id: 'dayflow-passkey',
    schema: passkeySchema,
    endpoints: {
      passkeyRegistrationOptions: createAuthEndpoint(
        '/passkey/registration-options',
        { method: 'POST', body: z.object({ password: z.string() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          await checkPassword(ctx, user.id, ctx.body.password);
          const { rpID } = relyingParty(ctx);
          const existing = await passkeysOf(ctx, user.id);
          const options = await generateRegistrationOptions({
            rpName: PRODUCT_NAME,
            rpID,
            userName: user.email,
            userDisplayName: user.name,
            userID: new TextEncoder().encode(user.id),
            attestationType: 'none',
            excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
            // Resident keys, so the passkey alone (no email typed) names the account at sign-in.
            authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          });
          const challengeId = await saveChallenge(ctx, { challenge: options.challenge, userId: user.id });
          return ctx.json({ challengeId, options });
        },
      ),
      passkeyRegister: createAuthEndpoint(
        '/passkey/register',
        {
          method: 'POST',
          body: z.object({ challengeId: z.string(), response: z.any(), name: z.string().optional() }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const saved = await takeChallenge(ctx, ctx.body.challengeId);
          if (!saved || saved.userId !== user.id) throw new APIError('BAD_REQUEST', { message: NOT_VERIFIED });
          const { origin, rpID } = relyingParty(ctx);
          const result = await verifyRegistrationResponse({
            response: ctx.body.response,
            expectedChallenge: saved.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: false,
          }).catch(() => null);
          if (!result?.verified || !result.registrationInfo)
            throw new APIError('BAD_REQUEST', { message: NOT_VERIFIED });
          const { credential } = result.registrationInfo;
          const row = await ctx.context.adapter.create<Omit<PasskeyRow, 'id'>, PasskeyRow>({
            model: PASSKEY_MODEL,
            data: {
              userId: user.id,
              credentialId: credential.id,
              publicKey: Buffer.from(credential.publicKey).toString('base64url'),
              counter: credential.counter,
              transports: (credential.transports ?? []).join(','),
              name: ctx.body.name?.trim() || 'Passkey',
              createdAt: new Date(),
            },
          });
          return ctx.json({ id: row.id, name: row.name, createdAt: row.createdAt });
        },
      ),
      passkeyList: createAuthEndpoint('/passkey/list', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
        const rows = await passkeysOf(ctx, ctx.context.session.user.id);
        return ctx.json(rows.map(({ id, name, createdAt }) => ({ id, name, createdAt })));
      }),
      passkeyDelete: createAuthEndpoint(
        '/passkey/delete',
        { method: 'POST', body: z.object({ id: z.string(), password: z.string() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          await checkPassword(ctx, user.id, ctx.body.password);
          const mine = (await passkeysOf(ctx, user.id)).find((row) => row.id === ctx.body.id);
          // Another user's passkey id answers as an unknown one.
          if (!mine) throw new APIError('NOT_FOUND', { message: 'Passkey not found' });
          await ctx.context.adapter.delete({ model: PASSKEY_MODEL, where: [{ field: 'id', value: mine.id }] });
          return ctx.json({ status: true });
        },
      ),
      passkeyAuthenticationOptions: createAuthEndpoint(
        '/passkey/authentication-options',
        { method: 'POST', body: z.object({}) },
        async (ctx) => {
          const { rpID } = relyingParty(ctx);
          const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
          const challengeId = await saveChallenge(ctx, { challenge: options.challenge });
          return ctx.json({ challengeId, options });
        },
      ),
      passkeySignIn: createAuthEndpoint(
        '/passkey/sign-in',
        { method: 'POST', body: z.object({ challengeId: z.string(), response: z.any() }) },
        async (ctx) => {
          const row = await verifiedPasskey(ctx, ctx.body.challengeId, ctx.body.response, {
            requireUserVerification: true,
          });
          const user = await ctx.context.internalAdapter.findUserById(row.userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
      // The second step of a password sign-in with two-factor on: a passkey of that same account
      // instead of the app's code. The pending sign-in is the two-factor plugin's signed cookie.
      passkeySecondFactor: createAuthEndpoint(
        '/passkey/second-factor',
        { method: 'POST', body: z.object({ challengeId: z.string(), response: z.any() }) },
        async (ctx) => {
          const pendingCookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
          const pending = await ctx.getSignedCookie(pendingCookie.name, ctx.context.secret);
          if (!pending) throw new APIError('UNAUTHORIZED', { message: 'Sign in with your password first' });
          const row = await verifiedPasskey(ctx, ctx.body.challengeId, ctx.body.response, {
            requireUserVerification: false,
          });
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(pending);
          if (!consumed || consumed.value !== row.userId) {
            expireCookie(ctx, pendingCookie);
            throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
          }
          const user = await ctx.context.internalAdapter.findUserById(row.userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: NOT_VERIFIED });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          expireCookie(ctx, pendingCookie);
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
    },
  };
}
