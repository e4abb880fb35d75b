import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkProtocol, PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION, UPGRADE_REQUIRED } from '@dayflow/core';
import { AUTH_BASE_PATH } from './api-paths';
import { HttpError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a write from a client older than the server's sync protocol (core's
 * SYNC_PROTOCOL_VERSION) with 426, before anything is read or written, so the client keeps its
 * change and sends it again from the new version. A write without the `Dayflow-Protocol` header
 * is let through: scripts and access-token users send none, and the app always does. The sign-in
 * library's routes are left alone: signing out must work from any version.
 */
export const protocolCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const header = PROTOCOL_HEADER.toLowerCase();
    app.addHook('onRequest', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method)) return;
      if ((request.routeOptions.url ?? '').startsWith(`${AUTH_BASE_PATH}/`)) return;
      const check = checkProtocol(request.headers[header], false);
      if (check === 'ok') return;
      if (check === 'invalid') {
        throw new HttpError(400, `${PROTOCOL_HEADER}: must be a whole number (the app's protocol)`, PROTOCOL_HEADER);
      }
      reply.header(PROTOCOL_HEADER, String(SYNC_PROTOCOL_VERSION));
      throw new HttpError(
        426,
        `${PROTOCOL_HEADER}: this app is older than the server (protocol ${SYNC_PROTOCOL_VERSION}); reload to update it`,
        PROTOCOL_HEADER,
        UPGRADE_REQUIRED,
      );
    });
  },
  { name: 'protocol-check' },
);
