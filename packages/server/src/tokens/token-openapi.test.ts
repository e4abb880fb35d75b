import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/use-test-app';

interface Operation {
  security?: Record<string, string[]>[];
}
interface Document {
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const schemesOf = (document: Document, path: string, method: string) =>
  (document.paths[path]?.[method]?.security ?? document.security).flatMap((s) => Object.keys(s)).sort();

describe('OpenAPI: the bearer scheme', () => {
  let document: Document;
  const t = useTestApp();
  beforeAll(async () => {
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });

  it('describes tokens as HTTP bearer, accepted by the API besides the session cookie', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemesOf(document, '/api/tasks', 'get')).toEqual(['bearer', 'session']);
    expect(schemesOf(document, '/api/tasks/{id}', 'patch')).toEqual(['bearer', 'session']);
  });

  it('says which routes take the session only', () => {
    for (const [path, method] of [
      ['/api/tokens', 'get'],
      ['/api/tokens', 'post'],
      ['/api/tokens/{id}', 'delete'],
      ['/api/account', 'delete'],
      ['/api/live', 'get'],
      ['/api/auth/sign-in/email', 'post'],
    ] as const) {
      expect(schemesOf(document, path, method), `${method} ${path}`).toEqual(['session']);
    }
  });
});
