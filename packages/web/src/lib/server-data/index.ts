/**
 * Server data other than tasks (ADR 19): one owner per piece and user, read through
 * useServerData, fed by live messages with setData; every answer read is parsed (readJson).
 */
export { createServerData, useServerData, type Loadable, type ServerData, type OnWatch } from './server-data';
export { readJson, UnexpectedAnswerError, type AnswerSchema } from './read-json';
export { liveListeners, hearLive, type LiveListener } from './live';
export { perKey } from '../resource-store';
