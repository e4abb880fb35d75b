import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { UPGRADE_RELOAD_KEY } from './storage-keys';

/** What the page does next; fetched only when a server asks for a newer version. */
export interface UpgradeSteps {
  reloadIntoNewVersion(): unknown;
  tellUpgradeFailed(): unknown;
}

const stepsOnDemand = (): Promise<UpgradeSteps> => import('./protocol-upgrade-steps');

let required = false;

/** The server said this page's code is too old: no write may leave it any more (lib/api.ts). */
export const upgradeIsRequired = () => required;

/**
 * The server speaks a newer sync protocol than this page (socket close 4426, a write's 426): the
 * page reloads into the new version, once. The task store has already stopped and stored its
 * outbox, which the new version sends. Should the page still speak the same protocol after that
 * reload (the new version could not be fetched), the person is told what to do instead: another
 * reload would only loop. Where the steps cannot be fetched (the server no longer has this
 * version's files, and no service worker kept them), a plain reload is the new version.
 */
export function upgradeRequired(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  steps: () => Promise<UpgradeSteps> = stepsOnDemand,
  reload: () => void = () => window.location.reload(),
): Promise<unknown> | undefined {
  if (required) return;
  required = true;
  const spoken = String(SYNC_PROTOCOL_VERSION);
  let first = false;
  try {
    first = storage.getItem(UPGRADE_RELOAD_KEY) !== spoken;
    if (first) storage.setItem(UPGRADE_RELOAD_KEY, spoken);
  } catch {
    // Storage denied: nothing could tell the next page it already reloaded, so no reload at all.
  }
  return steps().then(
    (next) => (first ? next.reloadIntoNewVersion() : next.tellUpgradeFailed()),
    () => first && reload(),
  );
}
