/**
 * Live sockets one user may hold on one instance: a few dozen tabs and devices. The attack this
 * stops: one user opened 2,000 sockets that never read, and every change was copied into each.
 */
export const MAX_LIVE_SOCKETS_PER_USER = 32;

/** This instance's live sockets by user, oldest first. */
export class UserSockets<T> {
  private readonly byUid = new Map<string, T[]>();

  /** Adds a socket and returns those now over the cap (the oldest), for the caller to close. */
  add(uid: string, socket: T): T[] {
    const sockets = this.byUid.get(uid) ?? [];
    sockets.push(socket);
    this.byUid.set(uid, sockets);
    return sockets.length > MAX_LIVE_SOCKETS_PER_USER
      ? sockets.splice(0, sockets.length - MAX_LIVE_SOCKETS_PER_USER)
      : [];
  }

  remove(uid: string, socket: T): void {
    const sockets = this.byUid.get(uid);
    if (!sockets) return;
    const at = sockets.indexOf(socket);
    if (at >= 0) sockets.splice(at, 1);
    if (sockets.length === 0) this.byUid.delete(uid);
  }

  of(uid: string): readonly T[] {
    return this.byUid.get(uid) ?? [];
  }

  *all(): Iterable<T> {
    for (const sockets of this.byUid.values()) yield* sockets;
  }
}
