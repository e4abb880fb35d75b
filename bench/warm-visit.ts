/**
 * Warm visit: /planner opened again in a browser that has visited it before, so the service
 * worker answers the page and its chunks from its precache and the task store has the user's
 * tasks in localStorage. One context: a first, online visit (200 tasks, signed in) that waits
 * until the worker controls the page; then second visits online and with the network cut
 * (`context.setOffline`), alternating, each a new page, timed to the first task row in the DOM
 * as bench/page-load.ts times it.
 *   node --import tsx bench/warm-visit.ts
 */
import type { BrowserContext } from '@playwright/test';
import { probedPage, readProbe, startPlannerEnv, type PlannerEnv, type ProbeState } from './lib/planner-env';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets, SPEED_TARGETS } from './lib/targets';
import { fmt, max, median, verdict } from './lib/stats';

const VISITS = 10;
const TASKS = 200;
const WARM_TARGET_MS = SPEED_TARGETS.warmFirstRowMs;

interface Visit {
  firstRowMs: number;
  allRowsMs: number;
  lcpMs: number;
  /** The page was controlled by the service worker (its HTML came from the precache). */
  controlled: boolean;
  /** When the worker started handling the navigation, ms since navigation start (0: no worker). */
  workerStartMs: number;
  /** The live socket opened (an offline visit must not have one). */
  liveOpen: boolean;
  milestones: Record<string, number>;
}

/** A new page in the context, timed to its rows; closed afterwards. */
async function visit(env: PlannerEnv, context: BrowserContext): Promise<Visit> {
  const page = await probedPage(env, context);
  await page.goto('/planner');
  const state: ProbeState = await readProbe(page);
  const worker = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { controlled: navigator.serviceWorker.controller !== null, workerStartMs: nav?.workerStart ?? 0 };
  });
  await page.close();
  const marks: Record<string, number | undefined> = {
    ...state.timeline,
    'live socket created': state.ws.created,
    'live socket open': state.ws.open,
    'first task row in the DOM': state.firstRowMs ?? undefined,
    LCP: state.lcpMs ?? undefined,
  };
  return {
    firstRowMs: state.firstRowMs!,
    allRowsMs: state.allRowsMs!,
    lcpMs: state.lcpMs ?? Number.NaN,
    ...worker,
    liveOpen: state.ws.open !== undefined,
    milestones: Object.fromEntries(Object.entries(marks).filter((e): e is [string, number] => e[1] !== undefined)),
  };
}

const env = await startPlannerEnv({ tasksPerUser: TASKS });
const online: Visit[] = [];
const offline: Visit[] = [];
let first: Visit;
let installMs: number;
try {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ ...env.cookie, url: env.server.url }]);
  // The first visit: cold, online. The app registers its worker 5 s after the load event
  // (app/service-worker/register-later.ts); the worker precaches the build, then takes the page.
  const firstPage = await probedPage(env, context);
  await firstPage.goto('/planner');
  await readProbe(firstPage);
  const installStarted = performance.now();
  await firstPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await firstPage.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  installMs = performance.now() - installStarted;
  await firstPage.close();
  first = await visit(env, context);
  if (!first.controlled) throw new Error('the second visit was not controlled by the service worker');
  // One offline visit as a warm-up too, then the two kinds alternate so the machine's load skews both alike.
  await context.setOffline(true);
  await visit(env, context);
  for (let i = 0; i < VISITS; i++) {
    await context.setOffline(false);
    online.push(await visit(env, context));
    await context.setOffline(true);
    offline.push(await visit(env, context));
  }
  await context.close();
} finally {
  await env.close();
}

const figures = (visits: Visit[]) => ({
  firstRow: median(visits.map((v) => v.firstRowMs)),
  allRows: median(visits.map((v) => v.allRowsMs)),
  lcp: median(visits.map((v) => v.lcpMs)),
});
const on = figures(online);
const off = figures(offline);
console.log(`warm, online: first task row ${fmt(on.firstRow)} ms, LCP ${fmt(on.lcp)} ms (medians of ${VISITS})`);
console.log(`warm, offline: first task row ${fmt(off.firstRow)} ms, LCP ${fmt(off.lcp)} ms`);
const uncontrolled = [...online, ...offline].filter((v) => !v.controlled).length;
const offlineLive = offline.filter((v) => v.liveOpen).length;

const rows = (label: string, visits: Visit[]) =>
  (
    [
      ['first task row', 'firstRowMs', true],
      ['all rows', 'allRowsMs', false],
      ['LCP', 'lcpMs', false],
    ] as const
  ).map(([metric, key, target]) => {
    const values = visits.map((v) => v[key]);
    return [
      `${label}: ${metric}`,
      fmt(median(values)),
      fmt(Math.min(...values)),
      fmt(max(values)),
      target ? verdict(median(values), WARM_TARGET_MS, 'lower') : '—',
    ];
  });

const milestoneTable = (visits: Visit[]) => {
  const names = new Set(visits.flatMap((v) => Object.keys(v.milestones)));
  return table(
    ['milestone', 'median'],
    [...names]
      .map((name) => [name, visits.map((v) => v.milestones[name]).filter((x) => x !== undefined)] as const)
      .filter(([, values]) => values.length >= visits.length / 2)
      .map(([name, values]) => [name, median(values)] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([name, at]) => [name.startsWith('/') ? `\`${name}\`` : name, fmt(at)]),
  );
};

writeSection(
  'warm-visit',
  [
    provenance('node --import tsx bench/warm-visit.ts'),
    '',
    `\`/planner\` visited again in one browser context (headless Chromium, 1280×800, production build served by ` +
      `the server on 127.0.0.1, SQLite, ${TASKS} tasks, ${env.openTasks} open rows). A first online visit waits ` +
      `until the service worker controls the page (registered 5 s after load, then it precaches the build: ` +
      `${fmt(installMs / 1000)} s from the rows to control); that visit also leaves the profile and the tasks in ` +
      `localStorage, as any visit does. Then ${VISITS} visits online and ${VISITS} with the network cut ` +
      `(\`context.setOffline(true)\`), alternating, one warm-up of each not counted, each a new page in the same ` +
      `context. Times are ms from navigation start; "first task row" is when the first row enters the DOM, as in ` +
      `Page load.`,
    '',
    table(
      ['visit: metric', 'median', 'min', 'max', `target ≤ ${WARM_TARGET_MS} ms`],
      [...rows('online', online), ...rows('offline', offline)],
    ),
    '',
    `For comparison, the first visit after the worker took over (not counted above): first task row ` +
      `${fmt(first.firstRowMs)} ms. Visits not controlled by the worker: ${uncontrolled}; offline visits whose ` +
      `live socket opened: ${offlineLive} (both should be 0).`,
    '',
    'Where the time goes, online (median ms since navigation start; resource rows are when the response ended):',
    '',
    milestoneTable(online),
    '',
    'Offline:',
    '',
    milestoneTable(offline),
  ].join('\n'),
);
saveJson('warm-visit', { tasks: TASKS, installMs, first, online, offline });
refreshTargets();
