import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiError } from '@dayflow/core';
import { NON_CANONICAL_PATH } from './canonical-path';
import type { SecurityHeaders } from './security-headers';

/**
 * Node caps the request line and headers at 16 KiB, so no path parameter can be longer: every
 * one reaches its route's schema, which names the field (`id: must be a task id`), instead of
 * the router refusing it in its own words.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * The errors Fastify answers before our error handler exists for the request (a URL the router
 * cannot decode, a parameter over the router's limit) and those Node answers before Fastify
 * (a broken request line or header): all in our `{error}` shape, without Fastify's `code` and
 * without echoing the path.
 */
export const frameworkErrorOptions = (headers: SecurityHeaders) =>
  ({
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Node refuses an HTTP/1.1 request without Host with a bare 400 of its own (no headers, no
    // body); the canonical-path hook refuses it instead, in our shape (canonical-path.ts).
    http: { requireHostHeader: false },
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ApiError = { error: tooLong ? 'Request path is too long' : NON_CANONICAL_PATH };
      for (const [name, value] of headers) reply.header(name, value);
      return reply.code(tooLong ? 414 : 400).send(body);
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request headers are too large']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request timed out']
            : [400, 'Bad request'];
      const body = JSON.stringify({ error: message } satisfies ApiError);
      const security = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n${security}` +
            `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
  }) satisfies FastifyServerOptions & { http: http.ServerOptions };
