import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LiveMessageSchema, type LiveMessage } from '@dayflow/core';
import { LocalSubscribers, type BusDelivery, type LiveBus } from './bus';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;
const CHANNEL_PREFIX = 'dayflow_live';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 30_000;

/** What travels through NOTIFY. `origin` names the publishing instance, for logs only. */
export type Envelope =
  | { uid: string; origin: string; message: LiveMessage }
  | { uid: string; origin: string; resync: true }
  | { uid: string; origin: string; sessionsEnded: true };

/** The full message, or a resync request when it would not fit in one notification. */
export function encodeEnvelope(uid: string, message: LiveMessage, origin: string): string {
  const full = JSON.stringify({ uid, origin, message } satisfies Envelope);
  if (Buffer.byteLength(full, 'utf8') < NOTIFY_PAYLOAD_LIMIT_BYTES) return full;
  return JSON.stringify({ uid, origin, resync: true } satisfies Envelope);
}

/**
 * Undefined for a malformed payload. Null when `wanted(uid)` says no socket on this instance
 * listens for that user: every instance hears every notification, so the message is not
 * validated for nothing.
 */
export function decodeEnvelope(
  payload: string,
  wanted: (uid: string) => boolean = () => true,
): Envelope | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { uid, origin, resync, sessionsEnded, message } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof origin !== 'string') return undefined;
  if (!wanted(uid)) return null;
  if (resync === true) return { uid, origin, resync: true };
  if (sessionsEnded === true) return { uid, origin, sessionsEnded: true };
  const parsed = LiveMessageSchema.safeParse(message);
  return parsed.success ? { uid, origin, message: parsed.data } : undefined;
}

/**
 * Notification channels are database-wide, but a deployment (or a test app) lives in one schema:
 * naming the channel after the schema keeps two deployments on one database from hearing each other.
 */
export function channelFor(schema: string): string {
  return `${CHANNEL_PREFIX}_${schema}`.slice(0, 63);
}

function deliveryOf(envelope: Envelope): BusDelivery {
  if ('resync' in envelope) return { kind: 'resync' };
  if ('sessionsEnded' in envelope) return { kind: 'sessions-ended' };
  return { kind: 'message', message: envelope.message };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN/NOTIFY on one dedicated connection from the pool.
 *
 * Delivery comes ONLY from notifications, including this instance's own: PostgreSQL hands every
 * listener the notifications in one order, so all sockets of a user, on whichever instance, see
 * the same sequence of changes. Delivering our own changes locally at publish time would let the
 * writer's sockets see its change and a concurrent change from another instance in the opposite
 * order from everyone else, so two tabs could disagree until their next snapshot. The price is
 * one database round trip of latency on our own changes.
 *
 * If the listening connection drops, it reconnects with backoff and then asks every local socket
 * to resync, since notifications sent meanwhile are lost.
 */
export async function createPgBus(pool: pg.Pool, log: FastifyBaseLogger): Promise<LiveBus> {
  const instanceId = crypto.randomUUID();
  const subscribers = new LocalSubscribers(log);
  let channel = '';
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== channel || notification.payload === undefined) return;
    const envelope = decodeEnvelope(notification.payload, (uid) => subscribers.has(uid));
    if (envelope === null) return;
    if (!envelope) {
      log.warn({ channel }, 'ignored a malformed live notification');
      return;
    }
    subscribers.deliver(envelope.uid, deliveryOf(envelope));
  };

  const listen = async () => {
    const c = await pool.connect();
    // A checked-out client's error has no pool listener; without ours it would crash the process.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      if (!channel) {
        const { rows } = await c.query<{ schema: string }>('select current_schema() as schema');
        channel = channelFor(rows[0]?.schema ?? 'public');
      }
      c.on('notification', onNotification);
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      c.release(true);
      throw err;
    }
    if (closed) {
      c.release(true); // closed while we were reconnecting
      return;
    }
    client = c;
  };

  const lost = (c: pg.PoolClient, err?: Error) => {
    if (client !== c) return;
    client = undefined;
    try {
      c.release(true);
    } catch {
      // Already released by the pool; nothing left to free.
    }
    if (closed) return;
    log.warn({ err }, 'live notification listener lost; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      try {
        await listen();
        if (closed) return;
        retryMs = RETRY_MIN_MS;
        log.info('live notification listener reconnected');
        // Notifications sent meanwhile are lost: changes and ended sessions alike.
        subscribers.deliverToAll({ kind: 'resync' });
        subscribers.deliverToAll({ kind: 'sessions-ended' });
      } catch (err) {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        log.warn({ err, retryMs }, 'live notification listener still down');
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await listen();

  const notify = async (uid: string, payload: string) => {
    try {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    } catch (err) {
      log.error({ err, uid }, 'live notify failed');
    }
  };

  return {
    publish: (uid, message) => notify(uid, encodeEnvelope(uid, message, instanceId)),
    endSessions: (uid) =>
      notify(uid, JSON.stringify({ uid, origin: instanceId, sessionsEnded: true } satisfies Envelope)),
    subscribe: (uid, listener) => subscribers.add(uid, listener),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      c?.release(true);
    },
  };
}
