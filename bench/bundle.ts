/**
 * Bundle: gzip bytes of the JS and CSS Chromium downloads for a cold /login and a signed-in
 * /planner, and a source-map breakdown of what is in them.
 *   node --import tsx bench/bundle.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { runBundleMeasurement } from './lib/bundle-run';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { refreshTargets } from './lib/targets';
import { measureFloors } from './lib/floor-builds';
import { chunkBreakdown } from './lib/source-map';
import { kb, verdict } from './lib/stats';
import type { PageBytes } from './lib/page-bytes';

interface Group {
  group: string;
  raw: number;
  gzip: number;
}

/** Per package/folder: minified bytes, and gzip estimated as that share of its chunk's gzip. */
function breakdown(outDir: string, page: PageBytes): Group[] {
  const groups = new Map<string, Group>();
  for (const d of page.downloads.filter((x) => x.kind === 'js')) {
    const file = path.join(outDir, d.path);
    if (!fs.existsSync(`${file}.map`)) continue;
    const parts = chunkBreakdown(file);
    const total = [...parts.values()].reduce((s, n) => s + n, 0);
    for (const [group, raw] of parts) {
      const g = groups.get(group) ?? { group, raw: 0, gzip: 0 };
      g.raw += raw;
      g.gzip += (raw / total) * d.gzip;
      groups.set(group, g);
    }
  }
  return [...groups.values()].sort((a, b) => b.raw - a.raw);
}

const run = await runBundleMeasurement();
const breakdowns = Object.fromEntries(run.pages.map((p) => [p.page, breakdown(run.outDir, p)]));
const floors = await measureFloors();

const lines: string[] = [provenance('node --import tsx bench/bundle.ts')];
lines.push(
  '',
  'Cold load in a fresh browser context (empty cache), counting every JS/CSS response until the network is quiet ' +
    '(lazy route chunks included); "before the first paint" counts what was requested before the planner marked its ' +
    'first paint (`dayflow:planner-painted`, when it asks for the drag library). The server sends no Content-Encoding, so each body is gzipped here with zlib ' +
    'level 9. kB = 1,000 bytes (as Vite prints them).',
  '',
  table(
    [
      'page',
      'JS gzip',
      'JS raw',
      'JS files',
      'CSS gzip',
      'budget (JS gzip)',
      'result',
      'JS before the first paint',
      'budget',
      'result',
    ],
    run.pages.map((p) => [
      `\`${p.page}\``,
      kb(p.js.gzip),
      kb(p.js.raw),
      p.js.files,
      kb(p.css.gzip),
      kb(p.maxJsGzip),
      verdict(p.js.gzip, p.maxJsGzip, 'lower'),
      p.marked ? kb(p.firstPaintJs.gzip) : 'not marked',
      p.maxFirstPaintJsGzip === undefined ? '–' : kb(p.maxFirstPaintJsGzip),
      p.maxFirstPaintJsGzip === undefined ? '–' : verdict(p.firstPaintJs.gzip, p.maxFirstPaintJsGzip, 'lower'),
    ]),
  ),
);
for (const p of run.pages) {
  lines.push('', `Files downloaded for \`${p.page}\`:`, '');
  lines.push(
    table(
      ['file', 'gzip', 'raw', 'requested'],
      p.downloads
        .filter((d) => d.kind === 'js' || d.kind === 'css')
        .map((d) => [
          `\`${d.path.replace(/-[\w-]{8}\./, '-*.')}\``,
          kb(d.gzip),
          kb(d.raw),
          d.afterPaint ? 'after the first paint' : 'before',
        ]),
    ),
  );
}
for (const p of run.pages) {
  const groups = breakdowns[p.page]!;
  lines.push(
    '',
    `What is in the JS of \`${p.page}\` (source maps; gzip is each part's share of its chunk's gzip):`,
    '',
  );
  lines.push(
    table(
      ['package / folder', 'gzip ≈', 'minified'],
      groups.filter((g) => g.raw >= 300).map((g) => [g.group, kb(g.gzip), kb(g.raw)]),
    ),
  );
}
lines.push(
  '',
  'Library floors: minimal apps built with the same Vite 8 + React plugin setup (bench/lib/floor-builds.ts), gzip -9:',
  '',
  table(
    ['app', 'JS gzip', 'JS raw', 'what'],
    floors.map((f) => [f.name, kb(f.jsGzip), kb(f.jsRaw), f.note]),
  ),
);
writeSection('bundle', lines.join('\n'));
saveJson('bundle', { buildMs: run.buildMs, pages: run.pages, breakdowns, floors });
fs.rmSync(run.outDir, { recursive: true, force: true });
for (const p of run.pages) console.log(`${p.page}: JS ${kb(p.js.gzip)} gzip, CSS ${kb(p.css.gzip)} gzip`);
console.log(
  breakdowns['/login']!.slice(0, 12)
    .map((g) => `${g.group}: ${kb(g.gzip)}`)
    .join('\n'),
);
refreshTargets();
