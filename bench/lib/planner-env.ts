import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchChromium } from './browser';
import { createDatabase, type BenchDatabase, type DbKind } from './database';
import { seed, type SeedSpec } from './seed';
import { startServer, type RunningServer } from './server';
import { buildWeb } from './web-build';

export interface PlannerEnv {
  server: RunningServer;
  /** Every instance on the one database; `server` is the first. */
  servers: RunningServer[];
  db: BenchDatabase;
  browser: Browser;
  cookie: { name: string; value: string };
  /** Open (not completed) tasks the planner should show as rows. */
  openTasks: number;
  close(): Promise<void>;
}

/**
 * A built app on a real server (SQLite unless asked) with one signed-in user holding the seeded
 * tasks; on PostgreSQL, `instances` servers can share the database, as a deployment behind a
 * load balancer would.
 */
export async function startPlannerEnv(
  spec: Pick<SeedSpec, 'tasksPerUser' | 'section' | 'completedEvery' | 'openEvery' | 'taskChars'>,
  options: { db?: DbKind; instances?: number; root?: string; webDist?: string } = {},
): Promise<PlannerEnv> {
  // A prebuilt web app (`webDist`) is the caller's to remove; it lets several envs share one build.
  const outDir = options.webDist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dist-bench-'));
  if (!options.webDist) buildWeb(outDir, options.root);
  const db = await createDatabase(options.db ?? 'sqlite');
  const servers: RunningServer[] = [];
  // One after another: the first migrates the database, the others find it ready.
  for (let i = 0; i < (options.instances ?? 1); i++)
    servers.push(await startServer({ db, webDist: outDir, root: options.root }));
  const server = servers[0]!;
  const { users } = await seed(db, { users: 1, sessionsPerUser: 1, ...spec });
  const [name, value] = users[0]!.cookies[0]!.split('=') as [string, string];
  const every = spec.completedEvery ?? 5;
  const openTasks = spec.openEvery
    ? Math.ceil(spec.tasksPerUser / spec.openEvery)
    : every > 0
      ? spec.tasksPerUser - Math.ceil(spec.tasksPerUser / every)
      : spec.tasksPerUser;
  const browser = await launchChromium();
  return {
    server,
    servers,
    db,
    browser,
    cookie: { name, value },
    openTasks,
    close: async () => {
      await browser.close();
      for (const running of servers) await running.stop();
      await db.drop();
      if (!options.webDist) fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Installed before any page script: records when the first task row and the last expected one
 * enter the DOM (an open task's row: `[data-drop-area] [data-task-id]`; builds before the drag
 * library came after the first paint had no drop-area marker, and their rows were the library's
 * draggables from the start, `[data-rfd-draggable-id]`), every long
 * task, and LCP candidates. Times are performance.now(), i.e. ms since navigation start.
 * Plain JavaScript in a string: tsx would wrap a TypeScript function in helpers (__name) that
 * do not exist in the page.
 */
const PROBE = `(expected) => {
  const state = { firstRowMs: null, allRowsMs: null, rows: 0, lcpMs: null, longTasks: [], ws: {} };
  window.__bench = state;
  // Live socket milestones (no resource-timing entry exists for WebSockets).
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      state.ws.created ??= performance.now();
      this.addEventListener('open', () => (state.ws.open ??= performance.now()));
      this.addEventListener('message', () => (state.ws.firstMessage ??= performance.now()));
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    state.lcpMs = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Disconnected once every row is there, so the probe costs nothing during later measurements.
  // A virtual list (the planner's lists above 60 tasks) renders only the rows near the window;
  // each row says how many its list holds (aria-setsize), which counts as that many rows.
  const countRows = () => {
    let rows = 0;
    const lists = new Set();
    // Counted when drawn: the drag library's attributes reach the rows only after the first paint.
    const marked = document.querySelector('[data-drop-area]') !== null;
    for (const row of document.querySelectorAll(marked ? '[data-drop-area] [data-task-id]' : '[data-rfd-draggable-id]')) {
      const size = row.getAttribute('aria-setsize');
      if (size === null) rows += 1;
      else if (!lists.has(row.parentElement)) {
        lists.add(row.parentElement);
        rows += Number(size);
      }
    }
    return rows;
  };
  const rowsObserver = new MutationObserver(() => {
    const rows = countRows();
    state.rows = rows;
    if (rows > 0 && state.firstRowMs === null) state.firstRowMs = performance.now();
    if (rows >= expected && state.allRowsMs === null) {
      state.allRowsMs = performance.now();
      rowsObserver.disconnect();
    }
  });
  rowsObserver.observe(document, { childList: true, subtree: true });
  // Drag probe (bench/client.ts): the input event's time, and when the drag placeholder appears.
  const drag = (window.__drag = { input: null, started: null });
  const mark = (e) => { if (drag.input === null) drag.input = e.timeStamp; };
  window.addEventListener('keydown', mark, true);
  window.addEventListener('pointerdown', mark, true);
  new MutationObserver((records) => {
    if (drag.input === null || drag.started !== null) return;
    for (const r of records) {
      for (const n of r.addedNodes) {
        // The placeholder (plain list), or the dragged copy a virtual list adds to <body>.
        const clone = r.target === document.body && n.nodeType === 1 && n.hasAttribute('data-rfd-draggable-id');
        if (clone || (n.nodeType === 1 && n.hasAttribute('data-rfd-placeholder-context-id'))) drag.started = performance.now();
      }
    }
  }).observe(document, { childList: true, subtree: true });
}`;

export interface ProbeState {
  firstRowMs: number | null;
  allRowsMs: number | null;
  rows: number;
  lcpMs: number | null;
  longTasks: { start: number; duration: number }[];
  ws: { created?: number; open?: number; firstMessage?: number };
  /** Resource milestones (responseEnd, ms since navigation start) by path, hashes stripped. */
  timeline: Record<string, number>;
}

/** The web app's localStorage key for the last profile seen (packages/web/src/session). */
export const CACHED_PROFILE_KEY = 'dayflow:last-profile';

/** The signed-in user's profile as the API gives it, for `openPlanner`'s `cachedProfile`. */
export async function fetchProfile(env: PlannerEnv): Promise<unknown> {
  const response = await fetch(`${env.server.url}/api/me`, {
    headers: { cookie: `${env.cookie.name}=${env.cookie.value}` },
  });
  if (!response.ok) throw new Error(`/api/me answered ${response.status}`);
  return response.json();
}

/**
 * A cold, signed-in load of /planner in a fresh context (on `server`, the first instance unless
 * given); resolves once every row is in the DOM.
 */
export async function openPlanner(
  env: PlannerEnv,
  options: { extraCss?: string; cachedProfile?: unknown; server?: RunningServer } = {},
): Promise<{ context: BrowserContext; page: Page; state: ProbeState }> {
  const url = (options.server ?? env.server).url;
  const context = await env.browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ ...env.cookie, url }]);
  const page = await probedPage(env, context, options);
  await page.goto('/planner');
  const state = await readProbe(page);
  return { context, page, state };
}

/** A new page in `context` with the row probe (and an experiment's extras) installed before any script. */
export async function probedPage(
  env: PlannerEnv,
  context: BrowserContext,
  options: { extraCss?: string; cachedProfile?: unknown } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: `(${PROBE})(${env.openTasks});` });
  if (options.cachedProfile !== undefined) {
    // What the app keeps after any /api/me on this device (session/last-profile.ts): a returning user.
    const profile = JSON.stringify(JSON.stringify(options.cachedProfile));
    await page.addInitScript({ content: `localStorage.setItem(${JSON.stringify(CACHED_PROFILE_KEY)}, ${profile});` });
  }
  if (options.extraCss) {
    // An experiment's stylesheet, in place before the app renders (the CSP allows inline styles).
    const css = JSON.stringify(options.extraCss);
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = ${css};
        document.head.append(style);
      });`,
    });
  }
  return page;
}

/** Once a probed page has every row in the DOM (and painted): the probe's figures and the resource timeline. */
export async function readProbe(page: Page): Promise<ProbeState> {
  await page.waitForFunction(() => (window as unknown as { __bench: ProbeState }).__bench.allRowsMs !== null, null, {
    timeout: 30_000,
  });
  // Two frames later the rows have been painted and LCP has a candidate for them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: ProbeState }).__bench;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    bench.timeline = {
      html: nav?.responseEnd ?? Number.NaN,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? Number.NaN,
    };
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(e.name).pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
      bench.timeline[`${name} (start)`] ??= e.startTime;
      bench.timeline[name] ??= e.responseEnd;
    }
    return bench;
  });
}
