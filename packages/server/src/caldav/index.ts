import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { davAuthHook } from './dav-auth';
import { DAV_ROOT, MAX_RESOURCE_BYTES } from './dav-properties';
import { davRoutes } from './dav-routes';

export { DAV_CLASSES } from './dav-routes';
export { CALENDAR, DAV_ROOT, PRINCIPAL } from './dav-properties';

/** WebDAV's methods beyond HTTP's own; Fastify routes only the methods it has been told of. */
const DAV_ONLY_METHODS = ['PROPFIND', 'PROPPATCH', 'REPORT', 'MKCOL', 'MKCALENDAR', 'MOVE', 'COPY'] as const;

/** XML and iCalendar bodies, as text and capped; the API's JSON parser is not used in `scope`. */
function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_RESOURCE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * CalDAV for tasks (RFC 4791, RFC 6578 sync, RFC 6764 discovery) at /dav/: the phone's task app,
 * Thunderbird, DAVx5 + tasks.org or GNOME see the user's tasks as one calendar of to-dos, and
 * their changes go through the same task commands as the app's. docs/api.md, "CalDAV".
 */
export const caldavPlugin = fp(
  async (app: FastifyInstance) => {
    for (const method of DAV_ONLY_METHODS) {
      if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
    }
    app.decorateRequest('davReadOnly', false);

    // RFC 6764 §5: the well-known address leads a client that knows only the host to the service.
    // A PROPFIND there has an XML body, read (and ignored) as on /dav.
    await app.register(async (wellKnown) => {
      acceptRawBodies(wellKnown);
      wellKnown.route({
        method: ['GET', 'PROPFIND', 'OPTIONS'],
        url: '/.well-known/caldav',
        schema: { hide: true },
        handler: async (_request, reply) => reply.code(301).header('location', DAV_ROOT).send(),
      });
    });

    // Its own context: the raw bodies and the sign-in below are for /dav only.
    await app.register(async (dav) => {
      acceptRawBodies(dav);
      dav.addHook('onRequest', davAuthHook(app));
      await dav.register(davRoutes);
    });
  },
  { name: 'caldav', dependencies: ['auth', 'live-bus', 'write-rate-limit'] },
);
