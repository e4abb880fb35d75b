import type { LiveMessage } from '@dayflow/core';
import { perKey } from '../../lib/resource-store';

export type LiveListener = (message: LiveMessage) => void;

/**
 * Owners of server data that load with their own page (the settings) hear a user's live stream
 * here: the task store, which holds the connection, stays free of code only those pages need.
 */
export const liveListeners = perKey((_uid: string) => new Set<LiveListener>());
