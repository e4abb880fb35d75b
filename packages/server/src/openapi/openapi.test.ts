import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/use-test-app';
import { registeredRoutes } from '../../test/support/registered-routes';
import { isDescribedRoute } from './openapi-plugin';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

/** Fastify's `/api/tasks/:id` and `/api/auth/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('OpenAPI description', () => {
  const t = useTestApp();

  const fetchDocument = async (): Promise<OpenApiDocument> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json();
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route the server registers, and nothing else', async () => {
    const document = await fetchDocument();
    const api = registeredRoutes(t.app).filter((r) => isDescribedRoute(r.url));
    expect(api.length).toBeGreaterThan(15);
    for (const route of api) {
      expect(Object.keys(document.paths[openApiPath(route.url)] ?? {}), `${route.method} ${route.url}`).toContain(
        route.method.toLowerCase(),
      );
    }
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = api.map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(described.sort()).toEqual([...new Set(expected)].sort());
  });

  it('carries the request and response schemas the routes validate with', async () => {
    const document = await fetchDocument();
    const create = document.paths['/api/tasks']?.post;
    expect(JSON.stringify(create?.requestBody)).toContain('clientKey');
    expect(JSON.stringify(create?.requestBody)).toContain('"id"');
    expect(JSON.stringify(document.paths['/api/tasks']?.get?.responses?.['200'])).toContain('version');
    expect(JSON.stringify(create?.responses?.['201'])).toContain('createdAt');
    const move = document.paths['/api/tasks/{id}/move']?.post;
    expect(JSON.stringify(move?.requestBody)).toContain('brainDump');
    // Every task write answers the version it made: the delete too, no longer an empty 204.
    expect(JSON.stringify(move?.responses?.['200'])).toContain('version');
    expect(JSON.stringify(document.paths['/api/tasks/{id}']?.delete?.responses?.['200'])).toContain('version');
  });

  it('serves a browsable reference whose assets come from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(source, 'http://x/api/docs/').pathname });
      expect(asset.statusCode, source).toBe(200);
    }
  });
});
