import { PushKeySchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { readJson } from '../../lib/read-json';

/** 'private': the browser has notifications but not what push needs here (a private window). */
export type PushState = 'unsupported' | 'private' | 'blocked' | 'off' | 'on';

/** Why turning notifications on stopped, each with its own sentence in Settings. */
export type PushFailure = 'privateWindow' | 'pushUnreachable' | 'workerMissing' | 'serverSlow';

export class PushTurnOnError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`notifications could not be turned on: ${reason}`);
  }
}

/** Turning on never waits longer than this once permission is given: it says why instead. */
export const TURN_ON_TIMEOUT_MS = 10_000;

/**
 * Firefox's private windows have no service worker, so no push, though Notification is there;
 * Safari outside a home-screen app has neither.
 */
function support(): PushState | null {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'private';
  return null;
}

/** The service worker's registration once it is active (registered shortly after the first screen). */
const registration = () => navigator.serviceWorker.ready;

/** Where this device stands: no browser support, blocked by the user, or on or off here. */
export async function readPushState(): Promise<PushState> {
  const missing = support();
  if (missing) return missing;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * One timer for every step after the permission prompt; when it fires, the step then under way
 * names the reason. (The prompt itself waits for the person, as long as they take.)
 */
function startDeadline(ms: number) {
  let reason: PushFailure = 'pushUnreachable';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTurnOnError(reason)), ms);
  });
  expired.catch(() => undefined);
  return {
    step<T>(work: Promise<T>, why: PushFailure): Promise<T> {
      reason = why;
      return Promise.race([work, expired]);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * What the browser's subscribe refusing means: NotAllowedError with permission given is a window
 * that cannot have push (private); AbortError is Chrome's "push service not available".
 */
function subscribeFailure(error: unknown): unknown {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'NotSupportedError') return new PushTurnOnError('privateWindow');
  if (name === 'AbortError') return new PushTurnOnError('pushUnreachable');
  return error;
}

/**
 * Asks the browser for permission (it shows its own prompt), subscribes with our VAPID key and
 * tells the server, within TURN_ON_TIMEOUT_MS after the prompt: otherwise PushTurnOnError says
 * why. The state afterwards: 'blocked' when the user said no.
 */
export async function turnPushOn(timeoutMs = TURN_ON_TIMEOUT_MS): Promise<PushState> {
  const missing = support();
  if (missing) return missing;
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const deadline = startDeadline(timeoutMs);
  try {
    const manager = (await deadline.step(registration(), 'workerMissing')).pushManager;
    const { publicKey } = await deadline.step(readJson('/api/push/key', PushKeySchema), 'serverSlow');
    let subscription = await deadline.step(manager.getSubscription(), 'pushUnreachable');
    if (!subscription) {
      const subscribing = manager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      subscription = await deadline.step(subscribing, 'pushUnreachable').catch((error: unknown) => {
        // A subscription that arrives after the wait is dropped: the browser must not say "on" alone.
        if (error instanceof PushTurnOnError)
          void subscribing.then((late) => late.unsubscribe()).catch(() => undefined);
        throw subscribeFailure(error);
      });
    }
    await deadline.step(
      apiFetch('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() }),
      'serverSlow',
    );
    return 'on';
  } finally {
    deadline.stop();
  }
}

/** Forgets this browser's subscription, if any (the server no longer sends to it). */
export async function dropBrowserSubscription(): Promise<void> {
  if (support()) return;
  const subscription = await (await registration()).pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** Stops reminders on this device only: the server forgets it, the browser unsubscribes. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  }
  return 'off';
}
