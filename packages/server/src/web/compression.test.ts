import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test/support/test-app';

const script = 'export function plan(day) { return day.tasks.filter((t) => !t.completed); }\n'.repeat(60);
const indexHtml = `<!doctype html><title>Dayflow</title>${'<meta name="x" content="padding">'.repeat(60)}`;

/** A build as `vite build` leaves it: every text asset beside its .br and .gz copies. */
function precompressedBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, body] of [
    ['index.html', indexHtml],
    ['assets/app.js', script],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), body);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body));
  }
  return dir;
}

const decode = (encoding: unknown, body: Buffer): string =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('compression', () => {
  let t: TestApp;
  let webDist: string;
  let user: SignedInUser;
  beforeAll(async () => {
    webDist = precompressedBuild();
    t = await buildTestApp({ webDist });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('serves a hashed asset to Accept-Encoding %s as %s, from the build', async (accept, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, response.rawPayload)).toBe(script);
    // The build's own copy, byte for byte: not compressed again per request.
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    expect(response.rawPayload.equals(fs.readFileSync(path.join(webDist, `assets/app.js${suffix}`)))).toBe(true);
  });

  it('serves the page of a client route compressed, never cached for long', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/planner', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload)).toBe(indexHtml);
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    for (let i = 0; i < 20; i++) {
      const created = await user.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { clientKey: `compress-${i}-key`, text: `Task number ${i} with a few words of text` },
      });
      expect(created.statusCode).toBe(201);
    }
    const list = await user.inject({ method: 'GET', url: '/api/tasks', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(String(list.headers.vary)).toMatch(/accept-encoding/i);
    const tasks = (JSON.parse(decode('br', list.rawPayload)) as { tasks: unknown[] }).tasks;
    expect(tasks).toHaveLength(20);

    const me = await user.inject({ method: 'GET', url: '/api/me', headers: { 'accept-encoding': 'br, gzip' } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ email: user.email });
  });

  it('does not inflate compressed request bodies: a small body cannot grow past the body limit', async () => {
    const bomb = zlib.gzipSync(JSON.stringify({ clientKey: 'bomb-body-key', text: 'x'.repeat(200_000) }));
    const response = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(400);
    const list = await user.inject({ method: 'GET', url: '/api/tasks' });
    expect((list.json() as { tasks: { text: string }[] }).tasks.some((task) => task.text.startsWith('xxx'))).toBe(
      false,
    );
  });
});
