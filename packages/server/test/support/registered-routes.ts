import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered (HEAD mirrors GET and is left out), read from Fastify's own
 * radix tree: each line is one node, its depth the indentation, its path the segments above it.
 * The tree with common prefixes is the one that keeps every prefix: the flat listing prints a
 * wildcard such as `/api/auth/*` as a bare `*`.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: true }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url: segments.join('') });
    }
  }
  return routes;
}
