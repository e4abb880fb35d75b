/**
 * Client: 1,000 open tasks in one list — how long the planner takes to render them once the
 * snapshot arrives, and the longest main-thread task when a drag starts (keyboard and mouse),
 * from PerformanceObserver('longtask') in headless Chromium.
 *   node --import tsx bench/client.ts
 */
import type { Page } from '@playwright/test';
import { openPlanner, startPlannerEnv, type ProbeState } from './lib/planner-env';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets } from './lib/targets';
import { fmt, max, median, verdict } from './lib/stats';

const TASKS = 1000;
const LOADS = 5;
const DRAGS = 5;
const ROW = 10;

/**
 * The app as built. (The content-visibility experiment measured here before is now in the app,
 * for lists of up to 60 rows; longer lists are virtual, see RESULTS.md, Client.) A variant may
 * add a stylesheet for an experiment.
 */
const VARIANTS: readonly { name: string; css?: string }[] = [{ name: 'as built' }];

interface DragSample {
  mode: 'keyboard' | 'mouse';
  /** Input event to the drag placeholder (plain list) or the dragged copy (virtual list) entering the DOM. */
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
  // The library's handle: it arrives after the planner's first paint (planner/drag/drag-root.tsx).
  const handle = page.locator('[data-drag-handle][data-rfd-drag-handle-draggable-id]').nth(ROW);
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
  await page.waitForFunction(
    () => !document.querySelector('[data-rfd-placeholder-context-id], body > [data-rfd-draggable-id]'),
    null,
    { timeout: 10_000 },
  );
  await settle(page);
  return {
    mode,
    startMs: started - input,
    longestTaskMs: max([0, ...tasks.filter((t) => t.start + t.duration >= input).map((t) => t.duration)]),
  };
}

const env = await startPlannerEnv({ tasksPerUser: TASKS, section: 'today', completedEvery: 0 });
interface Render {
  snapshotToRowsMs: number;
  longestTaskMs: number;
  navToRowsMs: number;
}
const results: { name: string; renders: Render[]; drags: DragSample[] }[] = [];
try {
  for (const variant of VARIANTS) {
    const renders: Render[] = [];
    const drags: DragSample[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const { context, page, state } = await openPlanner(env, { extraCss: variant.css });
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
    results.push({ name: variant.name, renders, drags });
  }
} finally {
  await env.close();
}

const rows: string[][] = [];
for (const { name, renders, drags } of results) {
  const renderMs = median(renders.map((r) => r.snapshotToRowsMs));
  rows.push([
    name,
    `render ${TASKS} rows`,
    `${fmt(renderMs)} ms`,
    `longest task ${fmt(median(renders.map((r) => r.longestTaskMs)))} ms; navigation → all rows ${fmt(median(renders.map((r) => r.navToRowsMs)))} ms`,
    `≤ 100 ms: ${verdict(renderMs, 100, 'lower')}`,
  ]);
  for (const mode of ['keyboard', 'mouse'] as const) {
    const samples = drags.filter((d) => d.mode === mode);
    const worst = max(samples.map((d) => d.longestTaskMs));
    rows.push([
      name,
      `drag start (${mode === 'keyboard' ? 'Space on the handle' : 'mouse down + 12 px'})`,
      `longest task ${fmt(median(samples.map((d) => d.longestTaskMs)))} ms (worst ${fmt(worst)})`,
      `input → drag placeholder or copy ${fmt(median(samples.map((d) => d.startMs)))} ms`,
      `no long task > 50 ms: ${verdict(worst, 50, 'lower')}`,
    ]);
  }
  console.log(`${name}: render ${fmt(renderMs)} ms`);
}
writeSection(
  'client',
  [
    provenance('node --import tsx bench/client.ts'),
    '',
    `${TASKS} open tasks in Today, headless Chromium at 1280×800, production build. Render = from the live snapshot ` +
      `message to all ${TASKS} tasks being in the DOM (parse, store, React render and commit; the planner's lists above ` +
      `60 tasks are virtual: only the rows near the window are rendered, each carrying the list's size), median of ${LOADS} cold ` +
      `loads. Drag = ${DRAGS} drags of row ${ROW + 1} each way, cancelled with Escape; long tasks from ` +
      `PerformanceObserver('longtask') that end after the input event (figures are medians; "worst" is the maximum).`,
    '',
    table(['variant', 'measure', 'figure', 'detail', 'target'], rows),
  ].join('\n'),
);
saveJson('client', {
  renders: results[0]!.renders,
  drags: results[0]!.drags,
  experiments: results.slice(1),
});
refreshTargets();
