/**
 * CI budget: gzip JavaScript of a cold /login and a signed-in /planner, measured from Chromium's
 * network events on a real server. Exits 1 when a page is over its budget.
 *   npm run bench:budget
 */
import fs from 'node:fs';
import { runBundleMeasurement } from './lib/bundle-run';
import { kb } from './lib/stats';

const run = await runBundleMeasurement();
let over = false;
for (const page of run.pages) {
  const ok = page.js.gzip <= page.maxJsGzip;
  over ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${page.page.padEnd(9)} JS ${kb(page.js.gzip)} gzip (budget ${kb(page.maxJsGzip)}, ` +
      `${page.js.files} files, ${kb(page.js.raw)} raw); CSS ${kb(page.css.gzip)} gzip`,
  );
  if (page.maxFirstPaintJsGzip !== undefined) {
    const firstOk = page.firstPaintJs.gzip <= page.maxFirstPaintJsGzip;
    over ||= !firstOk;
    console.log(
      `${firstOk ? 'ok  ' : 'OVER'} ${page.page.padEnd(9)} JS before the first paint ${kb(page.firstPaintJs.gzip)} gzip ` +
        `(budget ${kb(page.maxFirstPaintJsGzip)}, ${page.firstPaintJs.files} files)`,
    );
  }
  for (const d of page.downloads.filter((x) => x.kind === 'js'))
    console.log(`       ${d.path}  ${kb(d.gzip)}${d.afterPaint ? '  (after the first paint)' : ''}`);
}
fs.rmSync(run.outDir, { recursive: true, force: true });
if (over) {
  console.error('bundle budget exceeded: see bench/RESULTS.md (Bundle) for what is in the chunks');
  process.exit(1);
}
