/**
 * Lighthouse (the npm package, performance category only) with Debian's Chromium against the
 * production build on the real server: /login signed out and /planner signed in with 200 tasks,
 * mobile (Lighthouse's default: simulated slow 4G and 4× CPU slowdown, a phone's screen) and
 * desktop (its desktop preset), SPEED_TARGETS.lighthouseRuns runs of each, each in a fresh Chromium. Each run's score and
 * metrics are recorded; the target is on the median score.
 *   node --import tsx bench/lighthouse.ts
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { startPlannerEnv } from './lib/planner-env';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets, SPEED_TARGETS } from './lib/targets';
import { fmt, median, verdict } from './lib/stats';

const RUNS = SPEED_TARGETS.lighthouseRuns;

/** The signed-in user's session cookie (planner-env). */
type SessionCookie = { name: string; value: string };
const TASKS = 200;
/** The issue's targets on the median performance score. */
const LIGHTHOUSE_TARGETS = SPEED_TARGETS.lighthouse;
// The e2e suite's Chromium and flags (imported late, as layout-shift.ts does: the config module
// sets up the e2e run's data folder when it is evaluated), with the new headless mode.
const { chromiumLaunchOptions } = await import('../e2e/playwright.config');
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

type FormFactor = keyof typeof LIGHTHOUSE_TARGETS;

interface Finding {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  savingsMs?: number;
  savingsBytes?: number;
}

interface Run {
  page: string;
  formFactor: FormFactor;
  run: number;
  /** 0–100, as Lighthouse shows it. */
  score: number;
  metrics: Record<Metric, number>;
  /** Performance audits that did not pass, biggest estimated saving first. */
  findings: Finding[];
  /** The LCP element and its phases, as Lighthouse's report gives them. */
  lcpElement: unknown;
  lcp: { element: string; phases: Record<string, number> };
  /** Main-thread time by kind of work, and script execution time by script (ms, largest first). */
  mainThread: { group: string; ms: number }[];
  scripts: { url: string; ms: number; scriptingMs: number }[];
  warnings: string[];
  version: string;
  ms: number;
}

function findings(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const out: Finding[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    // The metrics themselves are in the tables already; an opportunity worth 0 ms is none.
    if (!audit || ref.group === 'metrics' || ref.id === 'largest-contentful-paint-element') continue;
    if (audit.score === null || audit.score >= 0.9) continue;
    if (['notApplicable', 'informative', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    if (details?.overallSavingsMs === 0 && !details.overallSavingsBytes) continue;
    out.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      savingsMs: details?.overallSavingsMs,
      savingsBytes: details?.overallSavingsBytes,
    });
  }
  return out.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || a.score - b.score);
}

type Items = { items?: Record<string, unknown>[] } | undefined;
const itemsOf = (lhr: Result, id: string): Record<string, unknown>[] => (lhr.audits[id]?.details as Items)?.items ?? [];

/** The LCP element's text and its phases (TTFB, load delay, load time, render delay). */
function lcpOf(lhr: Result): Run['lcp'] {
  const [element, phases] = itemsOf(lhr, 'largest-contentful-paint-element') as unknown as [Items, Items];
  const node = element?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  return {
    element: (node?.nodeLabel ?? node?.selector ?? '?').split('\n')[0]!.slice(0, 60),
    phases: Object.fromEntries((phases?.items ?? []).map((p) => [String(p.phase), Number(p.timing)])),
  };
}

/**
 * The signed-in page's cookie goes into the browser's own jar, as a returning user has it: an
 * extra request header would not reach the live socket (its handshake is not a request the
 * header rule covers), and the planner signs out on a socket refused for no session.
 * Lighthouse's storage reset leaves cookies alone.
 */
async function putCookie(port: number, url: string, cookie: SessionCookie | undefined) {
  if (!cookie) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies([{ ...cookie, url }]);
  } finally {
    await browser.close();
  }
}

async function audit(url: string, formFactor: FormFactor, cookie: SessionCookie | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    await putCookie(chrome.port, url, cookie);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse could not trace (its runtime errors, e.g. NO_NAVSTART) that were run again. */
const retried: string[] = [];
const ATTEMPTS = 3;

/** Lighthouse's own advice for a failed trace is to run it again; a run it cannot score is not a figure. */
async function auditWithRetry(url: string, formFactor: 'mobile' | 'desktop', cookie: SessionCookie | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, formFactor, cookie);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS || !message.startsWith('Lighthouse:')) throw error;
      retried.push(`${new URL(url).pathname} ${formFactor}: ${message}`);
      console.warn(`${new URL(url).pathname} ${formFactor}: ${message} — running it again`);
    }
  }
}

const env = await startPlannerEnv({ tasksPerUser: TASKS });
// Lighthouse drives its own Chromium; the environment's Playwright browser is not needed.
await env.browser.close();
const pages: { page: string; cookie?: SessionCookie }[] = [
  { page: '/login' },
  { page: '/planner', cookie: env.cookie },
];
const runs: Run[] = [];
const started = performance.now();
try {
  // Round-robin, so a change in the machine's load touches every page and form factor alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const { page, cookie } of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const t0 = performance.now();
        const lhr = await auditWithRetry(`${env.server.url}${page}`, formFactor, cookie);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page) {
          throw new Error(`${page} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
        }
        const metrics = Object.fromEntries(
          Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
        ) as Record<Metric, number>;
        const entry: Run = {
          page,
          formFactor,
          run,
          score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
          metrics,
          findings: findings(lhr),
          lcpElement: lhr.audits['largest-contentful-paint-element']?.details,
          lcp: lcpOf(lhr),
          mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((i) => ({
            group: String(i.groupLabel ?? i.group),
            ms: Number(i.duration),
          })),
          scripts: itemsOf(lhr, 'bootup-time').map((i) => ({
            url: String(i.url),
            ms: Number(i.total),
            scriptingMs: Number(i.scripting),
          })),
          warnings: lhr.runWarnings,
          version: lhr.lighthouseVersion,
          ms: performance.now() - t0,
        };
        runs.push(entry);
        console.log(
          `${page} ${formFactor} #${run}: ${entry.score} (FCP ${fmt(metrics.fcp)} ms, LCP ${fmt(metrics.lcp)} ms, ` +
            `TBT ${fmt(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)}, SI ${fmt(metrics.si)} ms) in ${fmt(entry.ms / 1000)} s`,
        );
      }
    }
  }
} finally {
  await env.close();
}
const totalS = (performance.now() - started) / 1000;

const groups = pages.flatMap(({ page }) =>
  (['mobile', 'desktop'] as const).map((formFactor) => {
    const own = runs.filter((r) => r.page === page && r.formFactor === formFactor);
    const score = median(own.map((r) => r.score));
    const medians = Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(own.map((r) => r.metrics[m]))]),
    ) as Record<Metric, number>;
    // The run whose score is the median one: its findings stand for the three.
    const typical = [...own].sort((a, b) => a.score - b.score)[own.length >> 1]!;
    return { page, formFactor, score, scores: own.map((r) => r.score), medians, typical };
  }),
);

const ms = (v: number) => `${fmt(v)} ms`;
const lines = [
  provenance('node --import tsx bench/lighthouse.ts'),
  '',
  `Lighthouse ${runs[0]?.version ?? '?'} (npm package, performance category only) driving Debian's Chromium ` +
    `(new headless mode, the e2e flags) against the production build served by the server on 127.0.0.1 (SQLite). ` +
    `\`/login\` signed out; \`/planner\` signed in (session cookie sent as a header) with ${TASKS} tasks ` +
    `(${env.openTasks} open rows). Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown, ` +
    `412×823 screen); desktop its desktop preset (simulated, 1350×940). ${RUNS} runs of each, round-robin, each in ` +
    `a fresh Chromium with empty storage (a first visit: no service worker, no cached tasks). The whole part took ` +
    `${fmt(totalS)} s.` +
    (retried.length > 0
      ? ` Runs Lighthouse could not trace and ran again: ${retried.map((r) => `\`${r}\``).join('; ')}.`
      : ''),
  '',
  table(
    ['page', 'form factor', 'score (median)', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'target'],
    groups.map((g) => [
      `\`${g.page}\``,
      g.formFactor,
      fmt(g.score, 0),
      g.scores.join(', '),
      ms(g.medians.fcp),
      ms(g.medians.lcp),
      ms(g.medians.tbt),
      g.medians.cls.toFixed(3),
      ms(g.medians.si),
      `≥ ${LIGHTHOUSE_TARGETS[g.formFactor]}: ${verdict(g.score, LIGHTHOUSE_TARGETS[g.formFactor], 'higher')}`,
    ]),
  ),
  '',
  'Metrics are medians of the runs, each on its own. Every run:',
  '',
  table(
    ['page', 'form factor', 'run', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
    runs.map((r) => [
      `\`${r.page}\``,
      r.formFactor,
      r.run,
      r.score,
      ms(r.metrics.fcp),
      ms(r.metrics.lcp),
      ms(r.metrics.tbt),
      r.metrics.cls.toFixed(3),
      ms(r.metrics.si),
    ]),
  ),
  '',
  "What Lighthouse flags in the median run of each (performance audits scoring under 0.9; estimated savings are Lighthouse's):",
  '',
  table(
    ['page', 'form factor', 'audits'],
    groups.map((g) => [
      `\`${g.page}\``,
      g.formFactor,
      g.typical.findings.map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`).join('; ') || 'none',
    ]),
  ),
  '',
  'The median run of each: the LCP element and its phases, main-thread work (with the CPU slowdown on mobile) and ' +
    'the scripts that ran longest:',
  '',
  table(
    ['page', 'form factor', 'LCP element', 'TTFB', 'render delay', 'main thread', 'of which', 'longest scripts'],
    groups.map(({ page, formFactor, typical: r }) => [
      `\`${page}\``,
      formFactor,
      r.lcp.element.replaceAll('|', '/'),
      ms(r.lcp.phases.TTFB ?? Number.NaN),
      ms(r.lcp.phases['Render Delay'] ?? Number.NaN),
      ms(r.mainThread.reduce((sum, g) => sum + g.ms, 0)),
      r.mainThread
        .slice(0, 3)
        .map((g) => `${g.group} ${fmt(g.ms)}`)
        .join(', '),
      r.scripts
        .filter((x) => x.url.startsWith('http'))
        .slice(0, 3)
        .map((x) => `\`${new URL(x.url).pathname.replace(/-[\w-]{8}\./, '-*.')}\` ${fmt(x.ms)}`)
        .join(', '),
    ]),
  ),
];
const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
if (warnings.length) lines.push('', `Lighthouse warned: ${warnings.join(' ')}`);
writeSection('lighthouse', lines.join('\n'));
saveJson('lighthouse', {
  runs,
  medians: groups.map(({ page, formFactor, score, scores, medians }) => ({ page, formFactor, score, scores, medians })),
  totalS,
});
refreshTargets();
