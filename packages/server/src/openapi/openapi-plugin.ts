import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@dayflow/core';
import { AUTH_BASE_PATH } from '../http';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The pages of the built web app and the reference's own assets are not part of the API. */
export const isDescribedRoute = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_JSON_PATH && !url.startsWith(API_DOCS_PATH);

const transformZod = createJsonSchemaTransform({});

const LIVE_STREAM = {
  hide: false,
  summary: 'Live updates (WebSocket)',
  description:
    "Upgrades to a WebSocket. The server sends a `snapshot` of the signed-in user's tasks and their `version` " +
    '(with `?since=V`: one `changes` message holding every change after V instead, or a snapshot when V is ' +
    'too old or unknown; a malformed `since` is a 400), then one JSON message per committed change ' +
    '(`changes` with `since` and `version`, `goal`, …) and a `ping` every 25 s. See docs/api.md, ' +
    '"Live updates" and "Change feed".',
  response: { 101: { description: 'Switching Protocols: the live stream starts' } },
  security: [{ session: [] }],
};

/** The sign-in library's routes read only its cookie: a token there is nobody. */
const SESSION_ONLY = { security: [{ session: [] }] };

/**
 * An OpenAPI 3.1 description generated from the same zod schemas the routes validate with, so it
 * cannot drift from what the server accepts. Registered before every route plugin: it collects
 * routes as they are added. The reference at /api/docs is Swagger UI from the npm package, served
 * by us (nothing from a CDN, and the page keeps our CSP).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1',
          description:
            'Tasks in three lists, notes, a daily goal and a day streak. Every route needs a signed-in session ' +
            'or a personal access token (`Authorization: Bearer`) unless it says otherwise; errors are ' +
            '`{error, field?}`. Live changes: a WebSocket at /api/live. Tasks are also a CalDAV calendar of ' +
            'to-dos at /dav/ (HTTP Basic: the account email and a personal access token; WebDAV methods, ' +
            'not described here: see docs/api.md, "CalDAV").',
        },
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'better-auth.session_token',
              description: 'The HttpOnly session cookie set by sign-in.',
            },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A personal access token (`dft_…`, made at POST /api/tokens) as `Authorization: Bearer <token>`. ' +
                'A `read` token may only read (403 on writes). Not accepted by /api/auth/*, /api/tokens, ' +
                'DELETE /api/account, /api/push/* or the live socket.',
            },
          },
        },
        // Either one: a signed-in browser's cookie, or a script's token.
        security: [{ session: [] }, { bearer: [] }],
      },
      transform: (input) => {
        const transformed = transformZod(input);
        if (!isDescribedRoute(input.url)) return { ...transformed, schema: { ...transformed.schema, hide: true } };
        // @fastify/websocket hides its routes; the live stream is part of the API all the same.
        if (input.route.websocket) return { ...transformed, schema: { ...transformed.schema, ...LIVE_STREAM } };
        if (input.url.startsWith(`${AUTH_BASE_PATH}/`)) {
          return { ...transformed, schema: { ...SESSION_ONLY, ...transformed.schema } };
        }
        return transformed;
      },
    });

    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });

    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // Swagger UI reads the same document from its own hidden /api/docs/json route.
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'openapi', dependencies: ['config'] },
);
