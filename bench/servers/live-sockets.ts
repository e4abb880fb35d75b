import WebSocket from 'ws';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';

const CONNECT_PARALLEL = 25;
const CONNECT_TIMEOUT_MS = 120_000;

/**
 * Opens one live socket per entry (25 at a time, at most 2 minutes in all), each resolved once
 * its snapshot arrived; `onMessage` then gets every later frame with the time it came in.
 */
export async function openLiveSockets(
  targets: { url: string; cookie: string; onMessage?: (data: string) => void }[],
): Promise<{ sockets: WebSocket[]; errors: number; firstError: string; ms: number }> {
  const sockets: WebSocket[] = [];
  const started = performance.now();
  let next = 0;
  let errors = 0;
  let firstError = '';
  await Promise.all(
    Array.from({ length: CONNECT_PARALLEL }, async () => {
      while (next < targets.length && performance.now() - started < CONNECT_TIMEOUT_MS) {
        const target = targets[next++]!;
        try {
          sockets.push(await openSocket(target.url, target.cookie, target.onMessage));
        } catch (err) {
          errors++;
          firstError ||= String(err);
        }
      }
    }),
  );
  return { sockets, errors, firstError, ms: performance.now() - started };
}

function openSocket(base: string, cookie: string, onMessage?: (data: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live?protocol=${SYNC_PROTOCOL_VERSION}`, {
      headers: { cookie },
    });
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    let snapshot = false;
    ws.on('message', (raw) => {
      const data = raw.toString();
      if (snapshot) return onMessage?.(data);
      if (!data.includes('"snapshot"')) return;
      snapshot = true;
      clearTimeout(timer);
      resolve(ws);
    });
  });
}
