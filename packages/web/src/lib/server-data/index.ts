/**
 * Server data other than tasks (ADR 19): one owner per piece and user, read through
 * useServerData, fed by live messages with setData; every answer read is parsed (lib/read-json).
 */
export { createServerData, useServerData, type Loadable, type ServerData, type OnWatch } from './server-data';
export { liveListeners, hearLive, type LiveListener } from './live';
export { perKey } from '../resource-store';
