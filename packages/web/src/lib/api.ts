import type { ApiError } from '@dayflow/core';

/** A non-2xx answer from our API, with the server's `{error, field}` message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** JSON fetch against our own origin with the session cookie; throws ApiRequestError on failure. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    throw new ApiRequestError(response.status, payload.error ?? response.statusText, payload.field);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
