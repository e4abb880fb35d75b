import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { isAllowedOrigin } from '../http/security';
import { listTasks } from '../tasks/task-repository';
import { LiveConnection } from './live-connection';

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
    const connections = new Set<LiveConnection>();
    const heartbeat = setInterval(() => {
      for (const connection of connections) connection.heartbeat();
    }, HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));

    // Browsers always send Origin on a WebSocket handshake, so a missing one is a non-browser
    // client, which still needs the session cookie.
    const refuseForeignOrigin = async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(request, origin, app.config.publicUrl)) {
        throw new HttpError(403, 'Cross-origin request refused');
      }
    };
    const authenticate = async (request: FastifyRequest) => {
      const user = await app.userFromHeaders(request.headers);
      if (!user) throw new HttpError(401, 'Sign in to continue');
      request.user = user;
    };

    app.get('/api/live', { websocket: true, onRequest: [refuseForeignOrigin, authenticate] }, (socket, request) => {
      const uid = request.user.id;
      const connection = new LiveConnection(socket, () => listTasks(app.db, uid), request.log);
      connections.add(connection);
      // Subscribe before reading the snapshot, so nothing committed in between is missed.
      const unsubscribe = app.liveBus.subscribe(uid, (delivery) => connection.deliver(delivery));
      socket.on('close', () => {
        connections.delete(connection);
        unsubscribe();
      });
      void connection.resync();
    });
  },
  { name: 'live-routes', dependencies: ['auth', 'live-bus'] },
);
