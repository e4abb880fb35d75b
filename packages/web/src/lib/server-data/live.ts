import type { LiveMessage } from '@dayflow/core';
import { perKey } from '../resource-store';

/** `opening`: the first message of a connection; what is not in the task feed may have changed meanwhile. */
export type LiveListener = (message: LiveMessage, opening: boolean) => void;

/**
 * A user's live stream for the owners of data other than tasks: the task store, which holds the
 * connection, hands every message here, and each owner adds itself when first made. So the task
 * store knows none of them, and each comes with the page that shows it.
 */
export const liveListeners = perKey((_uid: string) => new Set<LiveListener>());

export function hearLive(uid: string, message: LiveMessage, opening: boolean): void {
  for (const listener of liveListeners(uid)) listener(message, opening);
}
