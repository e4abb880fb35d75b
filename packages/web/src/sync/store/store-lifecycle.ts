import type { StoreContext } from './store-context';

/**
 * Starting and stopping one task store: the live connection, the sender (once this tab knows
 * which outbox is its own), the network monitor, and the stop for good when signed out or when
 * the server needs a newer version of the app.
 */
export function createLifecycle(ctx: StoreContext) {
  const { deps, live, sender, outbox, loaded } = ctx;
  let stopNetwork: (() => void) | null = null;
  /** Settles once this tab's outbox is known to be its own (see claimOutbox); sending waits. */
  let claimed: Promise<void> | null = null;
  /** Which start a connect waiting for the device's copy belongs to: a stop in between cancels it. */
  let starts = 0;

  function start() {
    if (ctx.running || ctx.halted) return;
    ctx.running = true;
    stopNetwork =
      deps.network?.subscribe((online) => {
        if (ctx.ready) return;
        if (online) {
          live.reconnectNow();
          sender.retryNow();
        } else live.drop();
        ctx.publish();
      }) ?? null;
    const start = ++starts;
    if (ctx.ready) void ctx.ready.then(() => ctx.running && start === starts && connect());
    else connect();
  }

  function connect() {
    live.start();
    claimed ??= claimOutbox();
    void claimed.then(() => {
      if (ctx.running) sender.start();
    });
  }

  async function claimOutbox() {
    if (!deps.storage?.claimOutbox) return;
    try {
      const { adopted, disowned } = await deps.storage.claimOutbox();
      if (disowned) for (const op of loaded) outbox.remove(op.opId);
      outbox.prepend(adopted);
      for (const op of adopted) sender.maybeSent.add(op.opId);
      ctx.outboxDirty ||= disowned || adopted.length > 0;
      ctx.publish();
    } catch (error) {
      console.warn('Could not check the outboxes of other tabs', error);
    }
  }

  function stop() {
    ctx.running = false;
    live.stop();
    sender.stop();
    stopNetwork?.();
    stopNetwork = null;
  }

  /** Signed out: stop everything; the session provider then forgets this browser's data (outbox included). */
  function halt() {
    ctx.halted = true;
    stop();
    for (const opId of [...ctx.waiters.keys()]) ctx.settleWaiter(opId, new Error('Signed out'));
    ctx.publish();
    deps.onUnauthorized?.();
  }

  /**
   * This code is too old for the server: nothing more is sent or received, and the outbox is
   * stored once more (as it is on every change) for the version the app reloads into to send.
   */
  function upgrade() {
    if (ctx.halted) return;
    ctx.halted = true;
    stop();
    ctx.outboxDirty = true;
    ctx.publish();
    deps.onUpgradeRequired?.();
  }

  return { start, stop, halt, upgrade };
}
