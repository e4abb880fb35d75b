import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_BASE_PATH } from '../../src/http/api-paths';
import { NON_CANONICAL_PATH } from '../../src/http/canonical-path';
import { basic } from '../support/dav';
import { signUp, type SignedInUser } from '../support/test-app';
import { createTokenAs } from '../support/tokens';
import { useTestApp } from '../support/use-test-app';
import { listenRaw, type RawRequest, type RawResponse } from './support/raw-http';

/**
 * Every route the app registers, the sign-in library's own endpoints behind `/api/auth/*`
 * included, sent through every known way of spelling its path differently. The refusal must
 * come before any protection could be skipped: a root preParsing hook (which runs after every
 * onRequest hook, before any body, validation, preHandler or handler) records what got through.
 */
const seen = vi.hoisted(() => ({ routes: [] as { method: string[]; url: string }[], reached: new Set<string>() }));
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const build = ((options?: object) => {
    const app = actual.default(options) as FastifyInstance;
    app.addHook('onRoute', (route) => {
      seen.routes.push({ method: ([] as string[]).concat(route.method), url: route.url });
    });
    app.addHook('preParsing', async (request) => {
      seen.reached.add(request.raw.url ?? '');
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: build };
});

/** Each way to say the same path that one parser or another reads as the canonical one. */
const SPELLINGS: Record<string, (path: string, port: number) => string> = {
  'a /./ segment': (p) => insertBeforeLast(p, './'),
  'an x/../ pair': (p) => insertBeforeLast(p, 'x/../'),
  '%2e as a segment': (p) => insertBeforeLast(p, '%2e/'),
  '%2E%2E after a segment': (p) => insertBeforeLast(p, 'x/%2E%2E/'),
  '.%2e after a segment': (p) => insertBeforeLast(p, 'x/.%2e/'),
  '%61 for a letter': (p) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
  '%4C for a capital-free letter, upper hex': (p) =>
    p.replace(/[a-z](?=[^/]*$)/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  'a leading //': (p) => `/${p}`,
  'a // inside': (p) => insertBeforeLast(p, '/'),
  'a backslash for the last /': (p) => replaceLastSlash(p, '\\'),
  '%2F for the last /': (p) => replaceLastSlash(p, '%2F'),
  '%5C for the last /': (p) => replaceLastSlash(p, '%5C'),
  'a trailing /.': (p) => `${p}/.`,
  'a trailing /..': (p) => `${p}/x/..`,
  'a trailing %2e': (p) => `${p}/%2e`,
  'a trailing //': (p) => `${p}//`,
  'a trailing #': (p) => `${p}#x`,
  'a trailing %zz': (p) => `${p}%zz`,
  'the absolute form': (p, port) => `http://127.0.0.1:${port}${p}`,
};

function insertBeforeLast(path: string, extra: string): string {
  const at = path.lastIndexOf('/') + 1;
  return path.slice(0, at) + extra + path.slice(at);
}
function replaceLastSlash(path: string, by: string): string {
  const at = path.lastIndexOf('/');
  return at <= 0 ? `${by}${path.slice(1)}` : path.slice(0, at) + by + path.slice(at + 1);
}

describe('every route through every spelling of its path', () => {
  let user: SignedInUser;
  let send: (request: RawRequest) => Promise<RawResponse>;
  let port: number;
  let taskId: string;
  const t = useTestApp({ webDist: undefined });
  beforeAll(async () => {
    user = await signUp(t.app);
    send = await listenRaw(t.app);
    port = (t.app.server.address() as { port: number }).port;
    const created = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: 'spelled-task', text: 'x' },
    });
    taskId = created.json<{ id: string }>().id;
  });

  /** Concrete requests: parameters filled with real values, the auth wildcard with each endpoint. */
  const targets = (): { method: string; path: string }[] => {
    const authApi = t.app.auth.api as unknown as Record<string, { path?: string; options?: { method?: unknown } }>;
    const authEndpoints = Object.values(authApi).flatMap((endpoint) =>
      endpoint.path
        ? ([] as unknown[])
            .concat(endpoint.options?.method ?? 'GET')
            .filter((m): m is string => m === 'GET' || m === 'POST')
            .map((method) => ({ method, path: `${AUTH_BASE_PATH}${endpoint.path}` }))
        : [],
    );
    const fill = (url: string) => url.replaceAll(/:id\b/g, taskId).replaceAll(/:\w+/g, 'value');
    const own = seen.routes.flatMap(({ method, url }) =>
      url === `${AUTH_BASE_PATH}/*`
        ? []
        : method.map((m) => ({ method: m, path: fill(url.endsWith('*') ? `${url.slice(0, -1)}planner` : url) })),
    );
    return [...own, ...authEndpoints].map(({ method, path }) => ({ method, path: fill(path) }));
  };

  it('enumerates the protected routes it must cover', () => {
    const all = targets().map(({ method, path }) => `${method} ${path}`);
    for (const expected of [
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/social',
      'POST /api/auth/update-user',
      'POST /api/tasks',
      `POST /api/tasks/${taskId}/reset`,
      'PUT /api/goal',
      'POST /api/streak/activity',
      'GET /api/live',
    ]) {
      expect(all).toContain(expected);
    }
  });

  it(
    'refuses every non-canonical spelling with 400 before any hook past the guard runs',
    { timeout: 120_000 },
    async () => {
      let sent = 0;
      for (const { method, path } of targets()) {
        for (const [name, spell] of Object.entries(SPELLINGS)) {
          const spelled = spell(path, port);
          // A target that is neither a path nor a URL is refused by Node's parser, before Fastify;
          // its answer has a body, which a HEAD client chokes on.
          const refusal = /^(\/|http:)/.test(spelled) ? NON_CANONICAL_PATH : 'Bad request';
          if (spelled === path || (method === 'HEAD' && refusal !== NON_CANONICAL_PATH)) continue;
          const response = await send({
            method,
            path: spelled,
            headers: { cookie: user.cookie, origin: 'http://evil.example' },
            ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
          });
          sent++;
          const what = `${method} ${spelled} (${name})`;
          expect(response.status, `${what} → ${response.body.slice(0, 200)}`).toBe(400);
          if (method !== 'HEAD') expect(response.json(), what).toEqual({ error: refusal });
          expect(seen.reached.has(spelled), `${what} got past the guard`).toBe(false);
        }
      }
      expect(sent).toBeGreaterThan(500);
      console.info(`route-spellings: ${sent} spelled requests, all refused before routing's hooks`);
    },
  );

  it('still serves the canonical spellings (the routes above are real)', async () => {
    // CalDAV takes no cookie, only Basic with a token (caldav/).
    const { token } = await createTokenAs(user, { name: 'CalDAV', scope: 'read-write' });
    for (const { method, path } of targets().filter((target) => !target.path.startsWith(`${AUTH_BASE_PATH}/`))) {
      const signIn: Record<string, string> = /^\/dav(\/|$)/.test(path)
        ? { authorization: basic(user.email, token) }
        : { cookie: user.cookie };
      const response = await send({ method, path, headers: signIn });
      expect(response.body.includes(NON_CANONICAL_PATH), `${method} ${path}`).toBe(false);
      if (method !== 'HEAD') expect(seen.reached.has(path), `${method} ${path} → ${response.status}`).toBe(true);
    }
  });
});
