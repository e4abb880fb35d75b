import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

const serviceWorker = `self.addEventListener('message', () => {});\n${'precacheAndRoute([]);\n'.repeat(80)}`;
const manifest = JSON.stringify({ name: 'Dayflow', start_url: '/planner', display: 'standalone', icons: [] });
/** A PNG signature and a little more: enough for a type and a length. */
const icon = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

/** The files the service worker plugin adds to a build (packages/web/build/pwa.ts). */
function installableBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-web-pwa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dayflow</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(serviceWorker));
  fs.writeFileSync(path.join(dir, 'sw.js.gz'), zlib.gzipSync(serviceWorker));
  fs.writeFileSync(path.join(dir, 'workbox-9c191d2f.js'), serviceWorker);
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest);
  fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), icon);
  return dir;
}

describe('the installed app: service worker, manifest and icons', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = installableBuild();
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js as a script browsers check on every visit, compressed when accepted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(serviceWorker);
  });

  it('serves the Workbox runtime the worker imports', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/workbox-9c191d2f.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the web manifest with its own type, never cached for long', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Dayflow', start_url: '/planner' });
  });

  it('serves the icons as PNG', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(icon)).toBe(true);
  });

  it('keeps a year-long cache for hashed assets only', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing worker or manifest with 404, not with the app page', async () => {
    for (const url of ['/sw-old.js', '/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
