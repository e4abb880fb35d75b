/**
 * Client: 1,000 open tasks in one list — how long the planner takes to render them once the
 * snapshot arrives, and the longest main-thread task when a drag starts (keyboard and mouse),
 * from PerformanceObserver('longtask') in headless Chromium.
 *   node --import tsx bench/client.ts
 */
import type { Page } from '@playwright/test';
import { openPlanner, startPlannerEnv, type ProbeState } from './lib/planner-env';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { fmt, max, median, verdict } from './lib/stats';

const TASKS = 1000;
const LOADS = 5;
const DRAGS = 5;
const ROW = 10;

interface DragSample {
  mode: 'keyboard' | 'mouse';
  /** Input event to the drag placeholder entering the DOM. */
  startMs: number;
  /** Longest long task that began at or after the input (0 when none reached 50 ms). */
  longestTaskMs: number;
}

interface DragProbe {
  __drag: { input: number | null; started: number | null };
  __bench: ProbeState;
}

async function settle(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(400);
}

async function drag(page: Page, mode: DragSample['mode']): Promise<DragSample> {
  const reset = () => {
    (window as unknown as DragProbe).__drag.input = null;
    (window as unknown as DragProbe).__drag.started = null;
  };
  await page.evaluate(reset);
  const handle = page.locator('[data-drag-handle]').nth(ROW);
  await handle.scrollIntoViewIfNeeded();
  await settle(page);
  if (mode === 'keyboard') {
    await handle.focus();
    await page.evaluate(reset);
    await page.keyboard.press('Space');
  } else {
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 12, { steps: 3 });
  }
  await page.waitForFunction(() => (window as unknown as DragProbe).__drag.started !== null, null, { timeout: 10_000 });
  await settle(page);
  const { input, started, tasks } = await page.evaluate(() => ({
    input: (window as unknown as DragProbe).__drag.input!,
    started: (window as unknown as DragProbe).__drag.started!,
    tasks: (window as unknown as DragProbe).__bench.longTasks,
  }));
  // Cancel, so nothing moves and the next sample starts from the same list.
  await page.keyboard.press('Escape');
  if (mode === 'mouse') await page.mouse.up();
  await page.waitForFunction(() => !document.querySelector('[data-rfd-placeholder-context-id]'), null, {
    timeout: 10_000,
  });
  await settle(page);
  return {
    mode,
    startMs: started - input,
    longestTaskMs: max([0, ...tasks.filter((t) => t.start + t.duration >= input).map((t) => t.duration)]),
  };
}

const env = await startPlannerEnv({ tasksPerUser: TASKS, section: 'today', completedEvery: 0 });
const renders: { snapshotToRowsMs: number; longestTaskMs: number; navToRowsMs: number }[] = [];
const drags: DragSample[] = [];
try {
  for (let i = 0; i <= LOADS; i++) {
    const { context, page, state } = await openPlanner(env);
    if (i > 0) {
      const snapshotAt = state.ws.firstMessage ?? Number.NaN;
      renders.push({
        snapshotToRowsMs: state.allRowsMs! - snapshotAt,
        // The task that built the rows: long tasks between the snapshot and the rows.
        longestTaskMs: max([
          0,
          ...state.longTasks.filter((t) => t.start + t.duration >= snapshotAt).map((t) => t.duration),
        ]),
        navToRowsMs: state.allRowsMs!,
      });
    }
    if (i === LOADS) {
      for (let k = 0; k < DRAGS; k++) drags.push(await drag(page, 'keyboard'));
      for (let k = 0; k < DRAGS; k++) drags.push(await drag(page, 'mouse'));
    }
    await context.close();
  }
} finally {
  await env.close();
}

const renderMs = median(renders.map((r) => r.snapshotToRowsMs));
const dragRows = (['keyboard', 'mouse'] as const).map((mode) => {
  const samples = drags.filter((d) => d.mode === mode);
  const worst = max(samples.map((d) => d.longestTaskMs));
  return [
    `drag start (${mode === 'keyboard' ? 'Space on the handle' : 'mouse down + 12 px'})`,
    `input → drag placeholder ${fmt(median(samples.map((d) => d.startMs)))} ms`,
    `longest task median ${fmt(median(samples.map((d) => d.longestTaskMs)))} ms, worst ${fmt(worst)} ms`,
    `no long task > 50 ms: ${verdict(worst, 50, 'lower')}`,
  ];
});
console.log(`render ${fmt(renderMs)} ms; drags ${JSON.stringify(dragRows)}`);
writeSection(
  'client',
  [
    provenance('node --import tsx bench/client.ts'),
    '',
    `${TASKS} open tasks in Today, headless Chromium at 1280×800, production build. Render = from the live snapshot ` +
      `message to the ${TASKS}th row in the DOM (parse, store, React render and commit), median of ${LOADS} cold ` +
      `loads. Drag = ${DRAGS} drags of row ${ROW + 1} each way, cancelled with Escape; long tasks from ` +
      `PerformanceObserver('longtask') that end after the input event.`,
    '',
    table(
      ['measure', 'figure', 'detail', 'target'],
      [
        [
          `render ${TASKS} rows`,
          `${fmt(renderMs)} ms`,
          `longest task ${fmt(median(renders.map((r) => r.longestTaskMs)))} ms; navigation → all rows ${fmt(median(renders.map((r) => r.navToRowsMs)))} ms`,
          `≤ 100 ms: ${verdict(renderMs, 100, 'lower')}`,
        ],
        ...dragRows.map(([a, b, c, d]) => [a!, b!, c!, d!]),
      ],
    ),
  ].join('\n'),
);
saveJson('client', { renders, drags });
