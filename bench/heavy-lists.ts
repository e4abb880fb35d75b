/**
 * Heavy lists (issue 39): page load and warm visit with every list over the virtual threshold
 * (packages/web/src/planner/virtual-list-loader.ts, 60 rows): 200 open tasks (67/67/66) and a
 * 1,000-open-task account. Times the first task row in the DOM and *presented* (bench/lib/
 * presented.ts), and the long tasks in the 2 s after it. With BASELINE=<commit>, the same loads run
 * against that commit's web app and server (built in a git worktree under the temp folder), in
 * interleaved pairs (new, baseline, new, baseline…), and each figure gets the ratio new/baseline
 * of the medians: above 1 is a regression.
 *   BASELINE=ab5d82b node --import tsx bench/heavy-lists.ts      (LOADS=7 per build and case)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { checkoutBaseline, type BaselineCheckout } from './lib/baseline';
import { fetchProfile, startPlannerEnv, type PlannerEnv } from './lib/planner-env';
import { measurePresented, presentedPage, type PresentedSample } from './lib/presented';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { SPEED_TARGETS } from './lib/targets';
import { buildWeb } from './lib/web-build';
import { fmt, max, median, verdict } from './lib/stats';

const LOADS = Number(process.env.LOADS ?? 7);
const BASELINE = process.env.BASELINE;
const T = SPEED_TARGETS.heavyLists;
const WINDOW = T.longTaskWindowMs;
const CASES = [
  { name: '200 open tasks (67/67/66)', key: '200', tasks: 200 },
  { name: '1,000 open tasks (334/333/333)', key: '1000', tasks: 1000 },
] as const;

interface Build {
  label: string;
  root: string | undefined;
  webDist: string;
}

interface CaseResult {
  cold: Record<string, PresentedSample[]>;
  warm: Record<string, PresentedSample[]>;
}

const loadAverages: number[][] = [];
const sampleLoad = () => loadAverages.push(os.loadavg());

let baseline: (BaselineCheckout & { changedManifests: string[] }) | undefined;
const builds: Build[] = [];
const results: Record<string, CaseResult> = {};
try {
  if (BASELINE) {
    baseline = checkoutBaseline(BASELINE);
    if (baseline.changedManifests.length > 0) {
      console.log(
        `baseline ${baseline.short} runs on this checkout's packages; differing: ${baseline.changedManifests}`,
      );
    }
  }
  for (const [label, root] of [['new', undefined], ...(baseline ? [['baseline', baseline.root]] : [])] as const) {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), `dist-heavy-${label}-`));
    const { ms } = buildWeb(webDist, root);
    console.log(`${label}: web built in ${fmt(ms / 1000)} s`);
    builds.push({ label, root, webDist });
  }
  for (const c of CASES) results[c.key] = await runCase(c.tasks);
} finally {
  for (const build of builds) fs.rmSync(build.webDist, { recursive: true, force: true });
  baseline?.remove();
}

/** One seeded account per build (same tasks), cold loads then warm visits, the builds alternating. */
async function runCase(tasks: number): Promise<CaseResult> {
  const envs: { build: Build; env: PlannerEnv; profile: unknown }[] = [];
  const result: CaseResult = { cold: {}, warm: {} };
  try {
    for (const build of builds) {
      const env = await startPlannerEnv(
        { tasksPerUser: tasks, completedEvery: 0 },
        { root: build.root, webDist: build.webDist },
      );
      envs.push({ build, env, profile: await fetchProfile(env) });
      result.cold[build.label] = [];
      result.warm[build.label] = [];
    }
    // Cold: a fresh context per load (empty cache), a returning user (cookie and cached profile,
    // as bench/page-load.ts). Round 0 warms each server and is not counted.
    for (let i = 0; i <= LOADS; i++) {
      for (const { build, env, profile } of envs) {
        const context = await newContext(env);
        const sample = await measurePresented(await presentedPage(env, context, { cachedProfile: profile }), WINDOW);
        await context.close();
        sampleLoad();
        if (i > 0) result.cold[build.label]!.push(sample);
        console.log(
          `${tasks} ${build.label} cold ${i}: DOM ${fmt(sample.domMs)}, presented ${fmt(sample.presentedMs)}`,
        );
      }
    }
    // Warm: as bench/warm-visit.ts, one context per build whose service worker controls the page
    // (registered 5 s after load, then it precaches); then new pages in it, online.
    const contexts: BrowserContext[] = [];
    for (const { env } of envs) {
      const context = await newContext(env);
      const page = await presentedPage(env, context);
      await page.goto('/planner');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await page.close();
      contexts.push(context);
    }
    for (let i = 0; i <= LOADS; i++) {
      for (const [n, { build, env }] of envs.entries()) {
        const sample = await measurePresented(await presentedPage(env, contexts[n]!), WINDOW);
        sampleLoad();
        if (i > 0) result.warm[build.label]!.push(sample);
        console.log(
          `${tasks} ${build.label} warm ${i}: DOM ${fmt(sample.domMs)}, presented ${fmt(sample.presentedMs)}`,
        );
      }
    }
    for (const context of contexts) await context.close();
  } finally {
    for (const { env } of envs) await env.close();
  }
  return result;
}

async function newContext(env: PlannerEnv): Promise<BrowserContext> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ ...env.cookie, url: env.server.url }]);
  return context;
}

type Timed = 'domMs' | 'presentedMs' | 'nextPaintMs';
const medianOf = (samples: PresentedSample[] | undefined, key: Timed | 'longestAfterMs' | 'longestBetweenMs') =>
  median((samples ?? []).map((s) => s[key]));
const spread = (samples: PresentedSample[], key: Timed) =>
  `${fmt(median(samples.map((s) => s[key])))} (${fmt(Math.min(...samples.map((s) => s[key])))}–` +
  `${fmt(max(samples.map((s) => s[key])))})`;

/** Absolute and paired targets of one case and kind of load (undefined: none set). */
function targetsFor(key: string, kind: 'cold' | 'warm'): { absolute?: number; paired?: number } {
  if (key === '200')
    return kind === 'cold'
      ? { absolute: T.coldPresentedMs, paired: T.pairedCold }
      : { absolute: T.warmPresentedMs, paired: T.pairedWarm };
  return kind === 'cold' ? { absolute: T.thousandColdPresentedMs } : {};
}

function caseTable(key: string, r: CaseResult): string {
  const rows: string[][] = [];
  for (const kind of ['cold', 'warm'] as const) {
    const mine = r[kind]['new']!;
    const base = r[kind]['baseline'];
    const target = targetsFor(key, kind);
    const ratio = (k: Timed) => (base ? medianOf(mine, k) / medianOf(base, k) : Number.NaN);
    for (const [metric, k] of [
      ['first row in the DOM', 'domMs'],
      ['first row presented', 'presentedMs'],
    ] as const) {
      const presented = k === 'presentedMs';
      rows.push([
        `${kind}: ${metric}`,
        spread(mine, k),
        base ? spread(base, k) : '—',
        base ? `${ratio(k).toFixed(2)}×` : '—',
        presented && target.absolute !== undefined
          ? `≤ ${target.absolute} ms: ${verdict(medianOf(mine, k), target.absolute, 'lower')}`
          : '—',
        presented && target.paired !== undefined
          ? `≤ ${target.paired}×: ${base ? verdict(ratio(k), target.paired, 'lower') : '❓ no baseline'}`
          : '—',
      ]);
    }
    const withLong = (s: PresentedSample[]) => s.filter((x) => x.longestAfterMs > 0).length;
    const longCell = (s: PresentedSample[]) =>
      `${withLong(s)}/${s.length} loads; longest median ${fmt(medianOf(s, 'longestAfterMs'))}, max ` +
      `${fmt(max(s.map((x) => x.longestAfterMs)))}; count median ${fmt(median(s.map((x) => x.longTasksAfter)), 0)}`;
    // "No long task over 50 ms in the 2 s after the first row": a long task is one over 50 ms, and
    // one that starts once the row is in the DOM and holds back its frame counts too (it is after
    // the first row, only before its presentation), so any such task in any load misses.
    const held = (s: PresentedSample[]) => s.filter((x) => x.longestAfterMs > 0 || x.longestBetweenMs > 0).length;
    const longTarget =
      key === '1000' && kind === 'cold'
        ? `none > ${T.longTaskMs} ms from the row in the DOM: ` +
          (held(mine) === 0 ? '✅ met' : `❌ missed (${held(mine)}/${mine.length} loads)`)
        : '—';
    rows.push([
      `${kind}: long tasks in the ${WINDOW / 1000} s after`,
      longCell(mine),
      base ? longCell(base) : '—',
      '—',
      longTarget,
      '—',
    ]);
    rows.push([
      `${kind}: next frame after the row entered the DOM (rAF + message)`,
      spread(mine, 'nextPaintMs'),
      base ? spread(base, 'nextPaintMs') : '—',
      base ? `${ratio('nextPaintMs').toFixed(2)}×` : '—',
      '—',
      '—',
    ]);
    rows.push([
      `${kind}: longest task between the row in the DOM and presented`,
      fmt(medianOf(mine, 'longestBetweenMs')),
      base ? fmt(medianOf(base, 'longestBetweenMs')) : '—',
      '—',
      '—',
      '—',
    ]);
    rows.push([
      `${kind}: long tasks before the row (count, ms)`,
      `${fmt(median(mine.map((s) => s.longTasksBefore)), 0)}, ${fmt(median(mine.map((s) => s.longTaskMsBefore)))}`,
      base
        ? `${fmt(median(base.map((s) => s.longTasksBefore)), 0)}, ${fmt(median(base.map((s) => s.longTaskMsBefore)))}`
        : '—',
      '—',
      '—',
      '—',
    ]);
  }
  return table(
    [
      'load: metric (ms, median (min–max))',
      'new',
      baseline ? `baseline ${baseline.short}` : 'baseline',
      'new/baseline',
      'target',
      'paired target',
    ],
    rows,
  );
}

/** Milestones sort by the new build's time; one it lacks goes last. */
const sortKey = (at: number | undefined) => (at !== undefined && Number.isFinite(at) ? at : Infinity);

function milestoneTable(r: CaseResult, kind: 'cold' | 'warm'): string {
  const labels = builds.map((b) => b.label);
  const names = new Set(labels.flatMap((l) => r[kind][l]!.flatMap((s) => Object.keys(s.milestones))));
  const at = (l: string, name: string) => {
    const values = r[kind][l]!.map((s) => s.milestones[name]).filter((v): v is number => v !== undefined);
    return values.length >= r[kind][l]!.length / 2 ? median(values) : Number.NaN;
  };
  return table(
    ['milestone', ...labels],
    [...names]
      .map((name) => [name, ...labels.map((l) => at(l, name))] as const)
      .filter(([, ...values]) => values.some(Number.isFinite))
      .sort((a, b) => sortKey(a[1]) - sortKey(b[1]))
      .map(([name, ...values]) => [name.startsWith('/') ? `\`${name}\`` : name, ...values.map((v) => fmt(v))]),
  );
}

const byElementTiming = Object.values(results).flatMap((r) =>
  [...Object.values(r.cold), ...Object.values(r.warm)].flat().map((s) => s.presentedBy === 'element-timing'),
);
const uncontrolled = Object.values(results).flatMap((r) =>
  Object.values(r.warm)
    .flat()
    .filter((s) => !s.controlled),
).length;
const loads = loadAverages.map((l) => l[0]!);
const command = `${BASELINE ? `BASELINE=${BASELINE} ` : ''}${process.env.LOADS ? `LOADS=${LOADS} ` : ''}node --import tsx bench/heavy-lists.ts`;
writeSection(
  'heavy-lists',
  [
    provenance(command),
    '',
    `Lists over the virtual threshold (60 rows): one signed-in account per case and build, every task open, spread ` +
      `over the three lists. Headless Chromium at 1280×800, production builds served by their own server on ` +
      `127.0.0.1 (SQLite). Cold: a fresh context per load (empty cache), a returning user (cookie and cached profile), ` +
      `as Page load. Warm: as Warm visit, new pages in a context whose service worker controls the page, online. ` +
      `${LOADS} loads of each kind per build after one warm-up, ` +
      (baseline
        ? `the builds interleaved (new, baseline ${baseline.short}, new, …), so the machine's load falls on both; ` +
          `new/baseline is the ratio of the medians (above 1: slower than the baseline). `
        : '') +
      `"Presented" is the Element Timing renderTime of the first rows (the probe marks them as they enter the DOM; ` +
      `${byElementTiming.filter(Boolean).length} of ${byElementTiming.length} loads had an entry, the others use the ` +
      `next frame after the insertion, rAF + message). Long tasks (PerformanceObserver \`longtask\`, buffered) are ` +
      `those overlapping the ${WINDOW / 1000} s after the row was presented. Load average (1 min) during the loads: ` +
      `median ${fmt(median(loads))}, ${fmt(Math.min(...loads))}–${fmt(max(loads))}; the absolute targets hold at ` +
      `load ≤ 2, the paired ones at any load. Warm visits not controlled by the worker: ${uncontrolled}.` +
      (baseline && baseline.changedManifests.length > 0
        ? ` The baseline is built from its own sources with this checkout's node_modules (package files that ` +
          `differ: ${baseline.changedManifests.map((f) => `\`${f}\``).join(', ')}).`
        : ''),
    ...CASES.flatMap((c) => [
      '',
      `**${c.name}**`,
      '',
      caseTable(c.key, results[c.key]!),
      '',
      `Where the time goes, ${c.name}, cold (median ms since navigation start; resource rows are when the response ended):`,
      '',
      milestoneTable(results[c.key]!, 'cold'),
    ]),
  ].join('\n'),
);
saveJson('heavy-lists', { loads: LOADS, baseline: baseline?.commit, loadAverages, results });
for (const c of CASES) console.log(`\n${c.name}\n${caseTable(c.key, results[c.key]!)}`);
