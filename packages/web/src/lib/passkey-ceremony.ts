import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { PasskeyOptionsCheck } from '@dayflow/core';
import { apiFetch } from './api';
import { readJson } from './read-json';

/**
 * Asks this device for one of its passkeys for this site and sends the signed answer to `path`:
 * `/api/auth/passkey/sign-in` (no password at all) or `/api/auth/passkey/second-factor` (after
 * the password, with two-factor on).
 */
export async function signWithPasskeyAt(path: string): Promise<void> {
  const { challengeId, options } = await readJson('/api/auth/passkey/authentication-options', PasskeyOptionsCheck, {
    method: 'POST',
    body: {},
  });
  // Loaded here only: nothing else on these pages needs WebAuthn's helpers.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await apiFetch<unknown>(path, { method: 'POST', body: { challengeId, response } });
}
