/**
 * Compression: the bytes a cold /login and /planner send over the wire (raw, gzip -9 and brotli 11
 * copies written by the build, and the encoding the server actually chose for Chromium), and
 * what compressing an API answer on the fly costs in CPU.
 *   node --import tsx bench/compression.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { runBundleMeasurement } from './lib/bundle-run';
import { provenance, saveJson, table, writeSection } from './lib/results';
import { fmt, kb, median } from './lib/stats';

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);

const run = await runBundleMeasurement();
const pageRows: (string | number)[][] = [];
const pages = run.pages.map((page) => {
  const files = page.downloads.filter((d) => d.kind === 'js' || d.kind === 'css');
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const d of files) {
    const file = path.join(run.outDir, d.path);
    const size = sizeOf(file) ?? d.raw;
    raw += size;
    // Files under 1 kB get no compressed copy and travel as they are.
    gzip += sizeOf(`${file}.gz`) ?? size;
    brotli += sizeOf(`${file}.br`) ?? size;
  }
  const encodings = [...new Set(files.map((d) => d.contentEncoding ?? 'none'))].join(', ');
  pageRows.push([`\`${page.page}\``, files.length, kb(raw), kb(gzip), kb(brotli), encodings]);
  return { page: page.page, files: files.length, raw, gzip, brotli, encodings };
});

// An API answer as GET /api/tasks sends it for a user with 200 tasks.
const answer = JSON.stringify({
  tasks: Array.from({ length: 200 }, (_, i) => ({
    id: crypto.randomUUID(),
    text: `Task ${i}: ${['call the plumber', 'write the weekly report', 'buy oat milk', 'plan the trip'][i % 4]}`,
    priority: ['High', 'Medium', 'Low'][i % 3],
    completed: i % 7 === 0,
    section: ['brainDump', 'today', 'tomorrow'][i % 3],
    order: i,
    createdAt: 1_779_000_000_000 + i * 60_000,
    updatedAt: 1_779_000_000_000 + i * 90_000,
  })),
});
const codecs: [string, (b: Buffer) => Buffer][] = [
  ['gzip 6 (served to gzip-only clients)', (b) => zlib.gzipSync(b, { level: 6 })],
  [
    'brotli 4 (served)',
    (b) =>
      zlib.brotliCompressSync(b, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: 1 },
      }),
  ],
  ['brotli 11 (build quality, for comparison)', (b) => zlib.brotliCompressSync(b)],
];
const input = Buffer.from(answer);
const apiRows: (string | number)[][] = [['none', kb(input.length), '—']];
const api = codecs.map(([name, compress]) => {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    bytes = compress(input).length;
    times.push(performance.now() - started);
  }
  const ms = median(times.slice(10)); // the first runs warm the code up
  apiRows.push([name, kb(bytes), `${fmt(ms, 2)} ms`]);
  return { name, bytes, ms };
});

saveJson('compression', { pages, api, answerBytes: input.length });
writeSection(
  'compression',
  [
    provenance('node --import tsx bench/compression.ts'),
    '',
    'JS and CSS of a cold load in Chromium (the same downloads as the Bundle section), summed from the build: as built, ' +
      'its gzip -9 copy and its brotli 11 copy; the last column is the Content-Encoding the server chose for Chromium. ' +
      'kB = 1,000 bytes.',
    '',
    table(['page', 'files', 'raw', 'gzip', 'brotli', 'served as'], pageRows),
    '',
    `API answer compressed on the fly: GET /api/tasks for 200 tasks (${kb(input.length)} raw), median CPU time per answer ` +
      'on one core over 50 runs.',
    '',
    table(['encoding', 'bytes', 'CPU per answer'], apiRows),
  ].join('\n'),
);
console.log(pageRows.map((r) => r.join('  ')).join('\n'));
console.log(apiRows.map((r) => r.join('  ')).join('\n'));
