import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types; decrypt(body, params) is all the tests use.
import ece from 'http_ece';

/** One push the service received, as the push service saw it. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

/** A browser's subscription to the local push service, with what only that browser knows. */
export interface TestDevice {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a push sent to this device (RFC 8291, aes128gcm), as the browser would. */
  decrypt(body: Buffer): string;
}

/**
 * A push service on loopback over HTTPS, with a certificate made for this run (never committed).
 * `agent` trusts it, as NODE_EXTRA_CA_CERTS would for a real server process.
 */
export async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(certFile);
  const received: ReceivedPush[] = [];
  /** Status to answer per device (default 201 Created, as push services do). */
  const statusOf = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '').replace(/^\/push\//, '');
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.statusCode = statusOf.get(device) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert });

  const device = (): TestDevice => {
    const id = crypto.randomUUID();
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    return {
      id,
      subscription: {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      decrypt: (body) =>
        (ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }) as Buffer).toString('utf8'),
    };
  };

  return {
    origin,
    agent,
    received,
    device,
    answer: (deviceId: string, status: number) => statusOf.set(deviceId, status),
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * Checks a VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, the JWT
 * signed by that key, for this push service's origin. Returns the JWT's claims.
 */
export function verifyVapid(header: string, expectedKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('VAPID key is not the server’s');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}
