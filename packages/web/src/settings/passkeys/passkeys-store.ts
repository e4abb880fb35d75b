import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
}

export const passkeysStore = perKey((_uid: string) =>
  createServerData({ what: 'passkeys', read: () => apiFetch<Passkey[]>('/api/auth/passkey/list') }),
);

/** Asks this device for a new passkey (the browser's own dialog) and registers it. */
export async function addPasskey(password: string, name: string): Promise<void> {
  const { challengeId, options } = await apiFetch<{
    challengeId: string;
    options: PublicKeyCredentialCreationOptionsJSON;
  }>('/api/auth/passkey/registration-options', { method: 'POST', body: { password } });
  // Loaded here only: nothing else in the app needs WebAuthn's helpers.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options });
  await apiFetch<unknown>('/api/auth/passkey/register', { method: 'POST', body: { challengeId, response, name } });
}

export const removePasskey = (id: string, password: string) =>
  apiFetch<unknown>('/api/auth/passkey/delete', { method: 'POST', body: { id, password } });
