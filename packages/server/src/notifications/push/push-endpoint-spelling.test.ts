import crypto from 'node:crypto';
import https from 'node:https';
import type net from 'node:net';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startPushService, type PushService } from '../../../test/support/push-service';
import { newClientKey } from '../../../test/support/tasks';
import {
  buildTestApp,
  createTestDatabase,
  signUp,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;

/**
 * Spellings that the WHATWG parser reads as a Windows push host, while Node's legacy `url.parse`
 * (which web-push used to send with) reads as 127.0.0.1 or localhost on port 443.
 */
const spellings = (id: string) => [
  `https://127.0.0.1;.notify.windows.com/push/${id}`,
  `https://127.0.0.1%3b.notify.windows.com/push/${id}`,
  `https://127.0.0.1'.notify.windows.com/push/${id}`,
  `https://127.0.0.1{.notify.windows.com/push/${id}`,
  `https://127.0.0.1".notify.windows.com/push/${id}`,
  `https://localhost;.notify.windows.com/push/${id}`,
  `https://localhost%3B.notify.windows.com/push/${id}`,
];

/** A TLS listener on loopback that counts the TCP connections made to it. */
async function startTrap(host: string) {
  const server = https.createServer((_req, res) => res.end());
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Trap = Awaited<ReturnType<typeof startTrap>>;

/**
 * Port 443 on loopback needs privileges a test does not have, so the server's agent (the one every
 * push goes through) takes a connection for 127.0.0.1:443 or localhost:443 to the trap listening
 * for that host. Every other connection goes where it was meant to; all are noted.
 */
class TrapAgent extends https.Agent {
  readonly attempts: string[] = [];
  constructor(
    private readonly traps: Map<string, Trap>,
    options: https.AgentOptions,
  ) {
    super(options);
  }
  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? 'localhost';
    const port = Number(options.port ?? 443);
    this.attempts.push(`${host}:${port}`);
    const trap = port === 443 ? this.traps.get(host) : undefined;
    return super.createConnection(trap ? { ...options, port: trap.port } : options, callback);
  }
}

describe('push endpoints spelt to fool one URL parser', () => {
  let push: PushService;
  let traps: Map<string, Trap>;
  let agent: TrapAgent;
  let database: TestDatabase;
  let t: TestApp;
  let ada: SignedInUser;
  let clock = T0;

  beforeAll(async () => {
    push = await startPushService();
    traps = new Map([
      ['127.0.0.1', await startTrap('127.0.0.1')],
      ['localhost', await startTrap('localhost')],
    ]);
    agent = new TrapAgent(traps, { ca: push.agent.options.ca });
    database = await createTestDatabase();
    const env = { PUSH_SERVICE_ORIGINS: push.origin };
    const base = loadConfig({ LOG_LEVEL: 'silent', ...database.env, ...env });
    t = await buildTestApp({ now: () => clock, push: { ...base.push, agent } }, env, database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await push?.close();
    agent?.destroy();
    for (const trap of traps?.values() ?? []) await trap.close();
  });
  beforeEach(async () => {
    clock = T0;
    ada = await signUp(t.app);
    push.received.length = 0;
    agent.attempts.length = 0;
  });

  const trapped = () => [...traps.values()].reduce((n, trap) => n + trap.connections(), 0);
  const remindNow = async () => {
    const response = await ada.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: {
        clientKey: newClientKey(),
        text: 'stays home',
        section: 'today',
        remindAt: new Date(T0 + MINUTE).toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    clock = T0 + MINUTE;
    return t.app.sendDueReminders();
  };

  it('refuses each spelling when a device subscribes, with a 400 naming endpoint', async () => {
    const device = push.device();
    for (const endpoint of spellings(device.id)) {
      const response = await ada.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { ...device.subscription, endpoint },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({ field: 'endpoint' });
    }
    await remindNow();
    expect(trapped()).toBe(0);
    expect(agent.attempts).toEqual([]);
  });

  it('never connects for a row that reached the table some other way, and still sends to the real one', async () => {
    const device = push.device();
    const rows = [...spellings(device.id), device.subscription.endpoint].map((endpoint) => ({
      id: crypto.randomUUID(),
      uid: ada.id,
      endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      created_at: T0,
    }));
    await t.app.db.insertInto('push_subscriptions').values(rows).execute();
    expect(await remindNow()).toEqual({ sent: 1, missed: 0, pushes: 1 });
    expect(trapped()).toBe(0);
    expect(agent.attempts).toEqual([push.origin.replace('https://', '')]);
    expect(push.received.map((p) => p.device)).toEqual([device.id]);
  });
});
