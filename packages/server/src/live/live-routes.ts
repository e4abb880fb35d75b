import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  checkProtocol,
  LIVE_CLOSE_TOO_MANY_SOCKETS,
  LIVE_CLOSE_UPGRADE_REQUIRED,
  PROTOCOL_PARAM,
  SYNC_PROTOCOL_VERSION,
  UPGRADE_REQUIRED,
} from '@dayflow/core';
import type { SignedInSession } from '../auth';
import { HttpError, isAllowedOrigin, createLimit, enforceLimits } from '../http';
import { ensureDayStarted } from '../daily-loop';
import { readChangesSince, readTaskSnapshot } from '../tasks';
import { UserSocket, type SerializedStart } from './user-socket';
import { serializeSnapshot, SharedSnapshots } from './shared-snapshots';
import { endSocketsOfEndedSessions, ExpiryTimer, type SessionBoundSocket } from './session-end';
import { MAX_LIVE_SOCKETS_PER_USER, UserSockets } from './user-sockets';

/**
 * Upgrades one user may make per window: a device's tabs all reconnecting after a restart fit,
 * an attacker's hundreds of sockets do not (each costs a snapshot read). The client retries later.
 */
export const LIVE_UPGRADES_PER_WINDOW = MAX_LIVE_SOCKETS_PER_USER + 8;
export const LIVE_UPGRADE_WINDOW_MS = 10_000;

/** Under the 30–60 s idle timeouts of common proxies and load balancers. */
export const HEARTBEAT_INTERVAL_MS = 25_000;

/** `since`: a whole number of at most 15 digits (a version), so it is exact as a JS number. */
const SINCE = /^(0|[1-9][0-9]{0,14})$/;

/** The `since` query parameter, or undefined without one; a malformed one is refused with 400. */
function sinceOf(request: FastifyRequest): number | undefined {
  const { since } = request.query as Record<string, unknown>;
  if (since === undefined) return undefined;
  if (typeof since !== 'string' || !SINCE.test(since)) {
    throw new HttpError(400, 'since: must be a version the server sent (a whole number, 0 or more)', 'since');
  }
  return Number(since);
}

/**
 * Whether the `protocol` query parameter names a client older than the server (none at all: an
 * app from before the protocol); a malformed one is refused with 400.
 */
function isOlderClient(request: FastifyRequest): boolean {
  const check = checkProtocol((request.query as Record<string, unknown>)[PROTOCOL_PARAM], true);
  if (check === 'invalid') {
    throw new HttpError(400, `${PROTOCOL_PARAM}: must be a whole number (the app's protocol)`, PROTOCOL_PARAM);
  }
  return check === 'upgrade';
}

/**
 * `GET /api/live`: a WebSocket with a snapshot of the user's tasks, then their changes; with
 * `?since=V`, the changes after V instead of the snapshot (docs/api.md, "Change feed").
 * A client older than the server's sync protocol gets `{type: 'upgrade-required', protocol}` and
 * close code 4426 instead, after the upgrade: a browser cannot read a refused upgrade's status.
 * Origin, `since`, `protocol` and session are checked in onRequest hooks, before the upgrade, so
 * a refusal is a plain HTTP 400/403/401 the client can see (a close code after upgrading is easy
 * to mistake for a network drop).
 */
export const liveRoutes = fp(
  async (app: FastifyInstance) => {
    const sockets = new UserSockets<LiveSocket>();
    const snapshots = new SharedSnapshots((uid) => readTaskSnapshot(app.db, uid));
    // A resume is the client's own question, so it is not shared with other sockets.
    const load = async (uid: string, since: number | undefined): Promise<SerializedStart> => {
      if (since === undefined) return snapshots.get(uid);
      const start = await readChangesSince(app.db, uid, since);
      const data = start.type === 'snapshot' ? serializeSnapshot(start) : Buffer.from(JSON.stringify(start));
      return { data, version: start.version };
    };
    const unsentOf = (uid: string) => {
      let bytes = 0;
      for (const socket of sockets.of(uid)) bytes += socket.connection.socket.bufferedAmount;
      return bytes;
    };
    const heartbeat = setInterval(() => {
      for (const socket of sockets.all()) socket.connection.heartbeat();
    }, HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));

    const checkSessions = (targets: readonly SessionBoundSocket[]) =>
      endSocketsOfEndedSessions(app.db, targets, Date.now(), app.log);
    // Every socket of the user hears 'sessions-ended' at once: one read answers them all.
    const checking = new Set<string>();
    const checkUser = (uid: string) => {
      if (checking.has(uid)) return;
      checking.add(uid);
      setImmediate(() => {
        checking.delete(uid);
        void checkSessions(sockets.of(uid));
      });
    };

    // Browsers always send Origin on a WebSocket handshake, so a missing one is a non-browser
    // client, which still needs the session cookie.
    const refuseForeignOrigin = async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(request, origin, app.config.publicUrl)) {
        throw new HttpError(403, 'Cross-origin request refused');
      }
    };
    const upgrades = createLimit(app, {
      max: LIVE_UPGRADES_PER_WINDOW,
      windowMs: LIVE_UPGRADE_WINDOW_MS,
      key: (request) => `live:user:${request.user.id}`,
    });
    const throttle = (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimits(request, reply, [upgrades], { windowMs: LIVE_UPGRADE_WINDOW_MS, tooMany: 'live connections' });
    const sessionOf = new WeakMap<FastifyRequest, SignedInSession>();
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await app.sessionFromHeaders(request.headers);
      if (!session) throw new HttpError(401, 'Sign in to continue');
      request.user = session.user;
      sessionOf.set(request, session);
      await throttle(request, reply);
      await ensureDayStarted(app, session.user.id);
    };

    // Read once, before the upgrade (a bad one is a 400 the client can see), kept for the handler.
    const sinceFrom = new WeakMap<FastifyRequest, number | undefined>();
    const checkSince = async (request: FastifyRequest) => void sinceFrom.set(request, sinceOf(request));
    const olderClients = new WeakSet<FastifyRequest>();
    const checkProtocolOf = async (request: FastifyRequest) => {
      if (isOlderClient(request)) olderClients.add(request);
    };

    const onRequest = [refuseForeignOrigin, checkSince, checkProtocolOf, authenticate];
    app.get('/api/live', { websocket: true, onRequest }, (ws, request) => {
      if (olderClients.has(request)) {
        // Neither counted among the user's sockets nor fed: it would only take a newer tab's place.
        ws.send(JSON.stringify({ type: UPGRADE_REQUIRED, protocol: SYNC_PROTOCOL_VERSION }));
        ws.close(LIVE_CLOSE_UPGRADE_REQUIRED, 'Upgrade required');
        return;
      }
      const uid = request.user.id;
      const session = sessionOf.get(request)!;
      const connection = new UserSocket(
        ws,
        (since) => load(uid, since),
        request.log,
        () => unsentOf(uid),
      );
      const expiry = new ExpiryTimer(() => void checkSessions([socket]));
      const socket: LiveSocket = {
        connection,
        sessionId: session.sessionId,
        end: (code, reason) => connection.end(code, reason),
        expiresAt: (at) => expiry.set(at, Date.now()),
      };
      expiry.set(session.expiresAt, Date.now());
      for (const evicted of sockets.add(uid, socket)) {
        evicted.end(LIVE_CLOSE_TOO_MANY_SOCKETS, 'Too many live connections');
      }
      // Subscribe before reading the snapshot, so nothing committed in between is missed.
      const unsubscribe = app.liveBus.subscribe(uid, (delivery) => {
        if (delivery.kind === 'sessions-ended') checkUser(uid);
        else connection.deliver(delivery);
      });
      ws.on('close', () => {
        sockets.remove(uid, socket);
        expiry.clear();
        unsubscribe();
      });
      void connection.start(sinceFrom.get(request));
    });
  },
  { name: 'live-routes', dependencies: ['auth', 'live-bus'] },
);

/** One open socket: its connection and the session it was opened with, which it must not outlive. */
interface LiveSocket extends SessionBoundSocket {
  connection: UserSocket;
}
