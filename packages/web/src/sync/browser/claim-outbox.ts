import type { PendingOp } from '../store/outbox-ops';
import type { TabOptions } from './sync-storage';
import { holdTabLock, liveTabIds, renewTabId } from './tab-outbox';

interface ClaimArgs {
  userId: string;
  storage: Storage;
  tabs: TabOptions;
  /** The localStorage keys of this user's outboxes: shared (no tab), and per tab (`ownerPrefix` + tab id). */
  keys: { shared: string; ownerPrefix: string; own(): string; startingWith(prefix: string): string[] };
  tabId(): string;
  renewTabId(id: string): void;
  read(key: string): PendingOp[];
  write(key: string, ops: PendingOp[]): void;
}

/**
 * Makes this tab's outbox its own and takes over those left by closed tabs (tab-outbox.ts); see
 * SyncStorage.claimOutbox. Loaded when the store starts, not with the first screen.
 */
export async function claimTabOutbox(args: ClaimArgs): Promise<{ adopted: PendingOp[]; disowned: boolean }> {
  const { userId, storage, tabs, keys } = args;
  const outboxKey = keys.own;
  let disowned = false;
  if (!(await holdTabLock(tabs.locks, args.tabId()))) {
    args.renewTabId(renewTabId(tabs.session, tabs.newId));
    disowned = true;
    await holdTabLock(tabs.locks, args.tabId());
  }
  // One tab at a time, so two tabs starting together do not both adopt the same outbox.
  const adopted = await tabs.locks.request(`dayflow:adopt:${userId}`, async () => {
    const live = await liveTabIds(tabs.locks);
    const { shared, ownerPrefix } = keys;
    // Orphans: outboxes of tabs that are gone, and one kept where tabs shared a key.
    const orphanKeys = keys.startingWith(shared).filter((key) => {
      if (key === shared) return true;
      const owner = key.slice(ownerPrefix.length);
      return key.startsWith(ownerPrefix) && owner !== args.tabId() && !live.has(owner);
    });
    if (orphanKeys.length === 0) return [];
    const ops = orphanKeys.flatMap((key) => args.read(key));
    // Saved under our key before the orphans' keys go, so a crash in between loses nothing.
    const own = disowned ? [] : args.read(outboxKey());
    args.write(outboxKey(), [...ops, ...own]);
    for (const key of orphanKeys) storage.removeItem(key);
    return ops;
  });
  return { adopted, disowned };
}
