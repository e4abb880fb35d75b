import type { LiveMessage } from '@dayflow/core';
import { perKey } from '../../lib/resource-store';

/** `opening`: the first message of a connection; what is not in the task feed may have changed meanwhile. */
export type LiveListener = (message: LiveMessage, opening: boolean) => void;

/**
 * Owners of server data that load with their own page (the settings) hear a user's live stream
 * here: the task store, which holds the connection, stays free of code only those pages need.
 */
export const liveListeners = perKey((_uid: string) => new Set<LiveListener>());
