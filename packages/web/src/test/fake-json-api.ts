// Test support: a fake of our JSON API behind `fetch`, answering by "METHOD /path".
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeJsonApi {
  /** Answers `METHOD /path` (query string ignored) with a handler; the latest one wins. */
  on(route: string, handler: Handler | FakeAnswer): void;
  /** Every request made, as "METHOD /path?query" with its parsed JSON body. */
  requests: { route: string; body: unknown }[];
  /** The bodies sent to one route. */
  bodiesOf(route: string): unknown[];
}

/** Stubs the global fetch; unanswered routes are 404s, so a test sees what it forgot. */
export function fakeJsonApi(): FakeJsonApi {
  const handlers = new Map<string, Handler>();
  const requests: FakeJsonApi['requests'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ route: `${method} ${url.pathname}${url.search}`, body });
      const handler = handlers.get(`${method} ${url.pathname}`);
      const answer = handler ? await handler(body, url) : { status: 404, body: { error: 'not faked' } };
      const status = answer.status ?? 200;
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(answer.body ?? {}), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    requests,
    bodiesOf: (route) => requests.filter((r) => r.route.split('?')[0] === route).map((r) => r.body),
  };
}
