import { ApiRequestError } from '../../lib/api';

/**
 * What a failed save means for the outbox:
 * - retry: the server could not be reached or could not answer now; keep the change, try later.
 * - gone: the task no longer exists on the server (deleted elsewhere).
 * - rejected: the server refuses the change itself; retrying cannot help.
 * - unauthorized: the session ended; nothing can be saved until the user signs in again.
 * - upgrade: the server speaks a newer sync protocol (426); the change is kept for the new
 *   version of the app, which the page reloads into.
 */
export type SaveFailure = 'retry' | 'gone' | 'rejected' | 'unauthorized' | 'upgrade';

export function classifySaveError(error: unknown): SaveFailure {
  // Anything that is not an HTTP answer is a network failure, a timeout or an abort.
  if (!(error instanceof ApiRequestError)) return 'retry';
  const { status } = error;
  if (status === 401) return 'unauthorized';
  if (status === 426) return 'upgrade';
  if (status === 404) return 'gone';
  // 408/425/429: try again later; 409: a concurrent write won, the same request can succeed next.
  if (status === 0 || status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) {
    return 'retry';
  }
  return 'rejected';
}
