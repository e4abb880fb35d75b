/**
 * Remembers, for a few seconds, which user and session a session cookie belongs to.
 *
 * Every API request starts with a session lookup; through better-auth that is a signed-cookie
 * check plus a session and a user read, and it was the largest cost of every endpoint (see
 * bench/RESULTS.md, "Session lookup"). This per-process memory saves that work, but it is not
 * trusted to say the session still exists: the caller reads the session's row by id on every
 * request (session-lookup.ts), so a revoked session stops working at once on every instance.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.clock() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** The session token cookie(s) of a Cookie header — the cache key; undefined when there is none. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const tokens = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^(__Secure-)?[\w.-]*session_token=/.test(part));
  return tokens.length > 0 ? tokens.join('; ') : undefined;
}
