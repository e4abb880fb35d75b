import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-app';
import { signUpOverHttp } from './support/http-user';
import { sharedAuthSecret, startServer, type ServerProcess } from './support/server-process';
import { importBigList, slowSocketsAttack } from './support/slow-sockets';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Issue 24: with a 10.9 MB list, 100 live sockets of one user that never read took the server
// from 184 MB to 2.7 GB and /healthz to 23.6 s. The target: on a 4.7 MB list, at most 300 MB of
// growth and /healthz within 300 ms — a speed target, measured by bench/abuse.ts. Here the test
// holds what must never happen again: the server stalling (seconds) while the sockets hang.
const HEALTHZ_STALL_MS = 2_000;

describe('live sockets that never read', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(
    '100 sockets of one user on a 4.7 MB list: the server grows ≤ 300 MB and /healthz never stalls',
    { timeout: 120_000 },
    async () => {
      database = await createTestDatabase();
      server = await startServer({
        port: await freePort(),
        env: { ...database.env, WRITE_RATE_LIMIT_PER_MINUTE: '1000000' },
        authSecret: sharedAuthSecret(),
      });
      const user = await signUpOverHttp(server.baseUrl);
      expect(await importBigList(server.baseUrl, user, 4.7e6)).toBeGreaterThan(2_000);

      const result = await slowSocketsAttack({
        baseUrl: server.baseUrl,
        wsUrl: server.wsUrl,
        pid: server.child.pid!,
        user,
        count: 100,
        holdMs: 3_000,
      });
      console.log('slow sockets:', JSON.stringify(result));
      expect(result.healthzChecks).toBeGreaterThan(5);
      // Upgrades are throttled per user: most of the 100 never became sockets.
      expect(result.refused).toBeGreaterThan(0);
      expect(result.rssPeakMiB - result.rssBeforeMiB).toBeLessThanOrEqual(300);
      expect(result.healthzMaxMs).toBeLessThan(HEALTHZ_STALL_MS);
      // The server is still serving this user afterwards.
      expect((await user.request(server.baseUrl, 'GET', '/api/tasks')).status).toBe(200);
    },
  );
});
