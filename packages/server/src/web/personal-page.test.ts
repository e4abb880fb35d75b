import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, FIRST_DATA_ELEMENT_ID, FirstDataSchema, SIGNED_IN_COOKIE } from '@dayflow/core';
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test/support/test-app';
import { createTaskAs } from '../../test/support/tasks';
import { putSettings } from '../../test/support/days';

/** A stand-in for the built web app with Vite's manifest: the entry, the planner and what it imports. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets/index.js'), 'console.log("app")');
  const manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_store.js': { file: 'assets/store.js', imports: ['_react.js'] },
    'src/app/planner-page.tsx': {
      file: 'assets/planner-page.js',
      src: 'src/app/planner-page.tsx',
      isDynamicEntry: true,
      imports: ['_react.js', '_store.js'],
      css: ['assets/planner-page.css'],
    },
  };
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028 done';

/** The first data a page carries, or null. */
function firstDataOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('a page for a signed-in user carries its first data', () => {
  let t: TestApp;
  let webDist: string;
  let ana: SignedInUser;
  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await buildTestApp({ webDist });
    ana = await signUp(t.app, { name: 'Ana' });
    await createTaskAs(ana, { text: HOSTILE, section: 'today' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/planner', '/'])('%s: profile, goal, streak, settings and the task snapshot, kept private', async (url) => {
    const page = await ana.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toMatch(/cookie/i);
    const data = FirstDataSchema.parse(firstDataOf(page.body));
    expect(data.profile).toMatchObject({ id: ana.id, email: ana.email, displayName: 'Ana' });
    expect(data).toMatchObject({ dailyGoal: 5, streak: { count: 0, lastActive: null } });
    expect(data.settings).toMatchObject({ rollover: true });
    expect(data.tasks.tasks.map((task) => task.text)).toEqual([HOSTILE]);
    expect(typeof data.tasks.version).toBe('number');
  });

  it('gives a session that lacks its companion cookie one, as the session check does', async () => {
    const sessionOnly = ana.cookie
      .split('; ')
      .filter((pair) => !pair.startsWith(`${SIGNED_IN_COOKIE}=`))
      .join('; ');
    const page = await t.app.inject({ method: 'GET', url: '/planner', headers: { cookie: sessionOnly } });
    expect(String(page.headers['set-cookie'])).toContain(`${SIGNED_IN_COOKIE}=${ana.id}`);
    expect((await ana.inject({ method: 'GET', url: '/planner' })).headers['set-cookie']).toBeUndefined();
  });

  it('cannot be cut short by a task text: one script element ends where it began', async () => {
    const page = await ana.inject({ method: 'GET', url: '/planner' });
    const start = page.body.indexOf(FIRST_DATA_ELEMENT_ID);
    expect(page.body.slice(start).match(/<\/script/g)).toHaveLength(1);
    expect(page.body.slice(start)).not.toContain('<!--');
  });

  it('announces the planner chunk, what it imports that the entry does not, and its style sheet', async () => {
    const page = await ana.inject({ method: 'GET', url: '/planner' });
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/planner-page.js', '/assets/store.js']);
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/planner-page.css">');
  });

  it('keeps the CSP strict: no inline script allowed, no nonce', async () => {
    const page = await ana.inject({ method: 'GET', url: '/planner' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(page.headers['content-security-policy'])).not.toMatch(/nonce|sha256|unsafe-inline'[^;]*;\s*script/);
  });

  it('signed out, a broken cookie, another page or the file itself: the static shell', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/planner' }),
      await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'better-auth.session_token=nope.sig' } }),
      await ana.inject({ method: 'GET', url: '/login' }),
      // What the service worker precaches: never a personal page.
      await ana.inject({ method: 'GET', url: '/index.html' }),
    ];
    for (const page of answers) {
      expect(page.statusCode).toBe(200);
      expect(firstDataOf(page.body)).toBeNull();
      expect(page.body).not.toContain('modulepreload');
      expect(page.headers['cache-control']).not.toContain('private');
    }
  });
});

describe('the first data of a new day', () => {
  it('is the day started, as the task list would give it: Tomorrow has rolled over into Today', async () => {
    const webDist = fakeWebBuild();
    let clock = Date.parse('2026-06-17T16:00:00Z'); // 09:00 in Los Angeles
    const t = await buildTestApp({ webDist, now: () => clock });
    try {
      const bo = await signUp(t.app);
      await putSettings(bo, { timeZone: 'America/Los_Angeles' });
      await createTaskAs(bo, { text: 'for tomorrow', section: 'tomorrow' });
      clock += DAY_MS;
      const data = FirstDataSchema.parse(firstDataOf((await bo.inject({ method: 'GET', url: '/planner' })).body));
      expect(data.tasks.tasks.map((task) => [task.text, task.section])).toEqual([['for tomorrow', 'today']]);
    } finally {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
