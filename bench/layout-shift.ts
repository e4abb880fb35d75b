/**
 * Layout shift of a cold, signed-in /planner at 1280×800 with classic (space-taking) scrollbars,
 * as a desktop browser on Windows or Linux shows them: 40 tasks, so the page grows past the
 * window while it loads. CLS is Lighthouse's: the largest session window of layout-shift
 * entries (gaps < 1 s, at most 5 s), without shifts right after input. Median of 5 loads, with
 * the browser's clock at noon and again at 8 pm, when the evening prompt joins the page.
 *   node --import tsx bench/layout-shift.ts
 */
import { chromium } from '@playwright/test';
import { startPlannerEnv } from './lib/planner-env';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets, SPEED_TARGETS } from './lib/targets';
import { median } from './lib/stats';

const LOADS = 5;
const TARGET = SPEED_TARGETS.cls;

const env = await startPlannerEnv({ tasksPerUser: 40 });
// Headless Chromium hides scrollbars unless told not to; the e2e flags are otherwise the same.
const { chromiumLaunchOptions } = await import('../e2e/playwright.config');
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  headless: true,
  ignoreDefaultArgs: ['--hide-scrollbars'],
});

const OBSERVER = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ t: e.startTime, v: e.value, s: (e.sources || []).map((x) => (x.node && x.node.nodeName + "." + String(x.node.className).slice(0, 80)) + " " + JSON.stringify([x.previousRect.y, x.previousRect.height, x.currentRect.y, x.currentRect.height])) });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

function cls(shifts: { t: number; v: number }[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const { t, v } of shifts) {
    if (t - last > 1000 || t - start > 5000) {
      current = 0;
      start = t;
    }
    current += v;
    last = t;
    best = Math.max(best, current);
  }
  return best;
}

type Sample = { cls: number; scrollbar: number; shifts: number };

/** Today at `hour` UTC: the browser runs in UTC, so this is its local time of day. */
function todayAt(hour: number): Date {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}

async function measure(hour: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({
      baseURL: env.server.url,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'UTC',
    });
    await context.addCookies([{ ...env.cookie, url: env.server.url }]);
    const page = await context.newPage();
    await page.clock.setFixedTime(todayAt(hour));
    await page.addInitScript({ content: OBSERVER });
    await page.goto('/planner');
    await page
      .getByRole('checkbox')
      .nth(env.openTasks - 1)
      .waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1200);
    const result = await page.evaluate(() => ({
      shifts: (window as unknown as { __shifts: { t: number; v: number }[] }).__shifts,
      scrollbar: window.innerWidth - document.documentElement.clientWidth,
    }));
    samples.push({ cls: cls(result.shifts), scrollbar: result.scrollbar, shifts: result.shifts.length });
    if (process.env.SHOW_SHIFTS) console.log(JSON.stringify(result.shifts, null, 1));
    await context.close();
  }
  return samples;
}

const NOON = 12;
const EVENING = 20;
let samples: Sample[];
let evening: Sample[];
try {
  samples = await measure(NOON);
  evening = await measure(EVENING);
} finally {
  await browser.close();
  await env.close();
}

const figure = median(samples.map((s) => s.cls));
const eveningFigure = median(evening.map((s) => s.cls));
const verdictOf = (value: number) => (value <= TARGET ? 'met' : 'missed');
console.log(
  `CLS at noon ${figure.toFixed(3)}, at 8 pm ${eveningFigure.toFixed(3)} (medians of ${LOADS}; target ≤ ${TARGET})`,
);
for (const [when, list] of [
  ['noon', samples],
  ['8 pm', evening],
] as const) {
  console.log(
    list.map((s) => `  ${when}: cls ${s.cls.toFixed(3)}, ${s.shifts} shifts, scrollbar ${s.scrollbar} px`).join('\n'),
  );
}
writeSection(
  'layout-shift',
  [
    provenance('node --import tsx bench/layout-shift.ts'),
    '',
    `Cold signed-in \`/planner\` with ${env.openTasks} open rows, 1280×800, classic scrollbars ` +
      `(${samples[0]?.scrollbar ?? '?'} px wide; headless Chromium without --hide-scrollbars). CLS as Lighthouse ` +
      `counts it (largest session window), median of ${LOADS} loads, with the browser's clock (UTC) at noon and at ` +
      `8 pm, when the evening prompt is due (Today has open tasks).`,
    '',
    table(
      ['browser clock', 'median', 'loads', `target ≤ ${TARGET}`],
      [
        ['noon', figure.toFixed(3), samples.map((s) => s.cls.toFixed(3)).join(', '), verdictOf(figure)],
        ['8 pm', eveningFigure.toFixed(3), evening.map((s) => s.cls.toFixed(3)).join(', '), verdictOf(eveningFigure)],
      ],
    ),
  ].join('\n'),
);
saveJson('layout-shift', { cls: figure, eveningCls: eveningFigure, samples, evening });
refreshTargets();
