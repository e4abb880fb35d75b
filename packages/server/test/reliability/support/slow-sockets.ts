// Test-only: the attack of issue 24 on the live hub, against a server in another process. One
// user with a list of several megabytes opens many live sockets that never read, while the
// server's memory and /healthz are watched. Shared by the reliability test and bench/.
import fs from 'node:fs';
import WebSocket from 'ws';
import type { HttpUser } from './http-user';

/** Tasks of nearly the longest text, ~2 KB each: `bytes` of task text in all, as one import. */
export async function importBigList(baseUrl: string, user: HttpUser, bytes: number): Promise<number> {
  const line = (i: number) => `${i} ${'x'.repeat(1_990)}`;
  const count = Math.ceil(bytes / line(0).length);
  const text = Array.from({ length: count }, (_, i) => line(i)).join('\n');
  const response = await user.request<{ tasks: number }>(baseUrl, 'POST', '/api/import', {
    kind: 'text',
    list: 'brainDump',
    text,
  });
  if (response.status !== 200) throw new Error(`import failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.tasks;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export interface SlowSocketsResult {
  opened: number;
  refused: number;
  /** Sockets the server dropped or closed while the attack held them. */
  closedByServer: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  healthzMaxMs: number;
  healthzChecks: number;
}

/**
 * Opens `count` sockets as `user`, each pausing as soon as it opens (it never reads), holds them
 * for `holdMs`, sampling the server's RSS and timing /healthz meanwhile, then closes them.
 */
export async function slowSocketsAttack(options: {
  baseUrl: string;
  wsUrl: string;
  pid: number;
  user: HttpUser;
  count: number;
  holdMs: number;
}): Promise<SlowSocketsResult> {
  const { baseUrl, wsUrl, pid, user, count, holdMs } = options;
  const rssBeforeMiB = rssMiB(pid);
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid))), 50);
  let healthzMaxMs = 0;
  let healthzChecks = 0;
  let watching = true;
  const watchHealth = (async () => {
    while (watching) {
      const started = performance.now();
      await fetch(`${baseUrl}/healthz`);
      healthzMaxMs = Math.max(healthzMaxMs, performance.now() - started);
      healthzChecks++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const sockets: WebSocket[] = [];
  let refused = 0;
  let closedByServer = 0;
  const settled = Array.from({ length: count }, () => {
    const socket = new WebSocket(wsUrl, { headers: { cookie: user.cookie, origin: baseUrl } });
    sockets.push(socket);
    return new Promise<void>((resolve) => {
      socket.once('open', () => {
        socket.pause();
        resolve();
      });
      socket.once('unexpected-response', (_request, response) => {
        refused++;
        response.resume();
        resolve();
      });
      socket.once('error', () => resolve());
      socket.once('close', () => {
        closedByServer++;
        resolve();
      });
    });
  });
  await Promise.all(settled);
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  const opened = count - refused;

  watching = false;
  await watchHealth;
  clearInterval(sampler);
  rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
  for (const socket of sockets) socket.terminate();
  return { opened, refused, closedByServer, rssBeforeMiB, rssPeakMiB, healthzMaxMs, healthzChecks };
}
