import { PROTOCOL_PARAM, SYNC_PROTOCOL_VERSION } from '@dayflow/core';

export interface LiveSocketHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  /**
   * The connection ended or could not be made, with the close code when the server sent one;
   * not called after our own close().
   */
  onClose(code?: number): void;
}

/**
 * Opens one connection to the live stream, resuming after change version `since` when given (the
 * server then starts with the changes after it, or with a snapshot when it cannot). The browser
 * version is below; tests pass a fake.
 */
export type OpenLiveSocket = (handlers: LiveSocketHandlers, since?: number) => { close(): void };

/**
 * `GET /api/live` on our own origin, saying which sync protocol this code speaks (a server that
 * speaks a newer one answers with close 4426); the session cookie goes with the upgrade request.
 */
export const openBrowserLiveSocket: OpenLiveSocket = (handlers, since) => {
  const url = new URL('/api/live', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(PROTOCOL_PARAM, String(SYNC_PROTOCOL_VERSION));
  if (since !== undefined) url.searchParams.set('since', String(since));
  const socket = new WebSocket(url);
  let ended = false;
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  // An error is always followed by close, which is where we react.
  socket.onclose = (event: CloseEvent) => {
    if (ended) return;
    ended = true;
    handlers.onClose(event.code);
  };
  return {
    close: () => {
      ended = true;
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    },
  };
};
