import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../support/test-app';

// Every response, HTML page or API answer, success or error, carries the same protections: a CSP
// that allows no inline script, no MIME sniffing, no framing, and no referrer to other sites.

const webIndexHtml = path.resolve(import.meta.dirname, '../../../web/index.html');

/** A stand-in for the built web app: the server treats it exactly like packages/web/dist. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log("app")');
  return dir;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectProtected(response: LightMyRequestResponse, what: string): void {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const d = directives(csp);
  expect(csp, `${what}: CSP`).not.toBe('');
  // Scripts only from our own origin: no inline script, no eval, no nonce or hash escape hatch.
  expect(d.get('script-src'), `${what}: script-src`).toEqual(["'self'"]);
  expect(d.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  for (const name of ['script-src-elem', 'script-src-attr']) {
    for (const value of d.get(name) ?? []) expect(value, `${what}: ${name}`).toMatch(/^'(self|none)'$/);
  }
  expect(d.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('same-origin');
}

describe('security headers on pages and API answers', () => {
  let t: TestApp;
  let user: SignedInUser;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebBuild();
    // Five writes below reach their handlers; the sixth shows the 429.
    t = await buildTestApp({ webDist, writeRateLimitPerMinute: 5 });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/planner', '/coming-soon', '/notes', '/some/unknown/path'])(
    'protects the HTML page %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectProtected(response, url);
    },
  );

  it('protects static assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expectProtected(response, '/assets/app.js');
  });

  it('protects API answers of every kind: 200, 201, 400, 401, 403, 404, 413, 415, 429', async () => {
    const key = () => `hdr-${crypto.randomBytes(6).toString('hex')}`;
    const cases: [number, (o: InjectOptions) => Promise<LightMyRequestResponse>, InjectOptions][] = [
      [200, user.inject, { method: 'GET', url: '/api/tasks' }],
      [200, user.inject, { method: 'GET', url: '/api/me' }],
      [200, user.inject, { method: 'GET', url: '/healthz' }],
      [201, user.inject, { method: 'POST', url: '/api/tasks', payload: { clientKey: key(), text: 'a' } }],
      [400, user.inject, { method: 'POST', url: '/api/tasks', payload: { clientKey: key(), text: '' } }],
      [401, t.app.inject.bind(t.app), { method: 'GET', url: '/api/tasks' }],
      [
        403,
        user.inject,
        { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4 }, headers: { origin: 'https://evil.example' } },
      ],
      [404, user.inject, { method: 'GET', url: '/api/nope' }],
      [413, user.inject, { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4, pad: 'x'.repeat(70_000) } }],
      [
        415,
        user.inject,
        { method: 'PUT', url: '/api/goal', payload: '<goal/>', headers: { 'content-type': 'application/xml' } },
      ],
      [200, user.inject, { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4 } }],
      [429, user.inject, { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4 } }],
    ];
    for (const [status, send, request] of cases) {
      const response = await send(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expectProtected(response, `${status} ${request.method} ${request.url}`);
      if (status >= 400)
        expect(response.json(), `${status} body`).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
  });

  it('sends HSTS only when served over HTTPS (PUBLIC_URL https://…)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await buildTestApp({ publicUrl: 'https://plan.example.com' });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });

  it('ships a web page with no inline script, so the CSP above never has to allow one', () => {
    const html = fs.readFileSync(webIndexHtml, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'every script is loaded from a file').toMatch(/\bsrc=/);
      expect(body!.trim(), 'and has no inline body').toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
