import { AsyncLocalStorage } from 'node:async_hooks';
import type { SignInErrorCode } from '@dayflow/core';

/**
 * The sign-in library reports every failed code exchange as `invalid_code` and every failed ID
 * token check as `unable_to_get_user_info`. Our provider hooks know the real cause (the provider
 * was down, the token was signed with a shared secret) and note it here, per request, so the
 * bridge can send our own code to /auth/done instead.
 */
const notes = new AsyncLocalStorage<{ code?: SignInErrorCode }>();

export function withSignInFailureNote<T>(run: () => Promise<T>): Promise<{ result: T; code?: SignInErrorCode }> {
  const note: { code?: SignInErrorCode } = {};
  return notes.run(note, async () => ({ result: await run(), code: note.code }));
}

export function noteSignInFailure(code: SignInErrorCode): void {
  const note = notes.getStore();
  if (note && !note.code) note.code = code;
}

/** A fetch that never reached the server: refused, reset, unknown host, timed out. */
export function isUnreachable(error: unknown): boolean {
  for (let e = error as { name?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e.message === 'fetch failed') return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH)$/.test(code))
      return true;
  }
  return false;
}
