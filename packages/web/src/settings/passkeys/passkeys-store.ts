import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PasskeyListSchema, PasskeyOptionsSchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

export type { Passkey } from '@dayflow/core';

export const passkeysStore = perKey((_uid: string) =>
  createServerData({ what: 'passkeys', read: () => readJson('/api/auth/passkey/list', PasskeyListSchema) }),
);

/** Asks this device for a new passkey (the browser's own dialog) and registers it. */
export async function addPasskey(password: string, name: string): Promise<void> {
  const { challengeId, options } = await readJson('/api/auth/passkey/registration-options', PasskeyOptionsSchema, {
    method: 'POST',
    body: { password },
  });
  // Loaded here only: nothing else in the app needs WebAuthn's helpers.
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The helper checks the options in full; the schema checked there is a challenge to answer.
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  await apiFetch('/api/auth/passkey/register', { method: 'POST', body: { challengeId, response, name } });
}

export const removePasskey = (id: string, password: string) =>
  apiFetch('/api/auth/passkey/delete', { method: 'POST', body: { id, password } });
