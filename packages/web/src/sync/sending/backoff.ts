export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, spread by ±20 %
 * so that clients cut off together (a server restart) do not all come back in the same instant.
 * `random` is injected so tests can pin it (0.5 gives the exact doubling).
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exact = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS);
  return Math.round(exact * (0.8 + 0.4 * random()));
}
