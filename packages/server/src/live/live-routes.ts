import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_CLOSE_TOO_MANY_SOCKETS } from '@dayflow/core';
import type { SignedInSession } from '../auth/session-lookup';
import { HttpError } from '../http/errors';
import { ensureDayStarted } from '../daily-loop';
import { isAllowedOrigin } from '../http/security';
import { listTasks } from '../tasks/task-repository';
import { LiveConnection } from './live-connection';
import { endSocketsOfEndedSessions, ExpiryTimer, type SessionBoundSocket } from './session-end';
import { UserSockets } from './user-sockets';

/** Under the 30–60 s idle timeouts of common proxies and load balancers. */
export const HEARTBEAT_INTERVAL_MS = 25_000;

/**
 * `GET /api/live`: a WebSocket with a snapshot of the user's tasks, then their changes.
 * Origin and session are checked in onRequest hooks, before the upgrade, so a refusal is a
 * plain HTTP 403/401 the client can see (a close code after upgrading is easy to mistake for a
 * network drop).
 */
export const liveRoutes = fp(
  async (app: FastifyInstance) => {
    const sockets = new UserSockets<LiveSocket>();
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
    const sessionOf = new WeakMap<FastifyRequest, SignedInSession>();
    const authenticate = async (request: FastifyRequest) => {
      const session = await app.sessionFromHeaders(request.headers);
      if (!session) throw new HttpError(401, 'Sign in to continue');
      request.user = session.user;
      sessionOf.set(request, session);
      await ensureDayStarted(app, session.user.id);
    };

    app.get('/api/live', { websocket: true, onRequest: [refuseForeignOrigin, authenticate] }, (ws, request) => {
      const uid = request.user.id;
      const session = sessionOf.get(request)!;
      const connection = new LiveConnection(ws, () => listTasks(app.db, uid), request.log);
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
      void connection.resync();
    });
  },
  { name: 'live-routes', dependencies: ['auth', 'live-bus'] },
);

/** One open socket: its connection and the session it was opened with, which it must not outlive. */
interface LiveSocket extends SessionBoundSocket {
  connection: LiveConnection;
}
