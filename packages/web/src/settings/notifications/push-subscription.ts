import { PushKeySchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { readJson } from '../../lib/read-json';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;

/** The service worker's registration once it is active (registered shortly after the first screen). */
const registration = () => navigator.serviceWorker.ready;

/** Where this device stands: no browser support, blocked by the user, or on or off here. */
export async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks the browser for permission (it shows its own prompt), subscribes with our VAPID key and
 * tells the server. The state afterwards: 'blocked' when the user said no.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await readJson('/api/push/key', PushKeySchema);
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await apiFetch('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  return 'on';
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
