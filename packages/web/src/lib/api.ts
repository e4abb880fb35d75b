import { ApiErrorCheck, PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { ApiRequestError } from './api-error';
import { upgradeIsRequired, upgradeRequired } from './protocol-upgrade';
import { writesAllowed } from './write-gate';

export { ApiRequestError };

/** Writes to our data; the sign-in library's own routes (sign-out above all) are never held. */
const heldBack = (path: string, method: string) =>
  method !== 'GET' && method !== 'HEAD' && path.startsWith('/api/') && !path.startsWith('/api/auth/');

/**
 * JSON fetch against our own origin with the session cookie; throws ApiRequestError on failure.
 * Writes say which sync protocol they speak: a server that speaks a newer one refuses them (426),
 * and the page reloads into the new version (lib/protocol-upgrade.ts), sending nothing more.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const write = heldBack(path, method);
  const headers: Record<string, string> = write ? { [PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) } : {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  // Nothing is written before the server has confirmed who is signed in (lib/write-gate.ts).
  if (write) await writesAllowed();
  if (write && upgradeIsRequired()) throw new ApiRequestError(426, 'Reloading into the new version');
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!response.ok) {
    if (response.status === 426) upgradeRequired();
    // Ours say {error, field?, code?}; anything else (the sign-in library's, a proxy's page) says the status.
    const refusal = ApiErrorCheck.safeParse(await response.json().catch(() => null));
    if (!refusal.success) throw new ApiRequestError(response.status, response.statusText);
    throw new ApiRequestError(response.status, refusal.data.error, refusal.data.field, refusal.data.code);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
