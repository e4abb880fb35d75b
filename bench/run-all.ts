/**
 * Every benchmark, one after the other, each in its own process (so one part's servers, sockets
 * and heap never skew the next); each rewrites its own section of bench/RESULTS.md and this
 * script the summary at the top.
 *   npm run bench        (builds the app first, then runs this)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { machineLine, provenance, table, writeSection } from './lib/results';
import { REPO_ROOT } from './lib/server';
import { fmt } from './lib/stats';
import { refreshTargets } from './lib/targets';

/** Slowest first would hide the quick figures behind a failure; cheapest first instead. */
const PARTS: { file: string; what: string; limitMin: number }[] = [
  { file: 'bundle.ts', what: 'Bundle (gzip JS/CSS of /login and /planner)', limitMin: 3 },
  { file: 'compression.ts', what: 'Compression (bytes on the wire, API CPU cost)', limitMin: 3 },
  { file: 'page-load.ts', what: 'Page load (/planner, 200 tasks)', limitMin: 3 },
  { file: 'warm-visit.ts', what: 'Warm visit (/planner through the service worker, online and offline)', limitMin: 3 },
  {
    file: 'heavy-lists.ts',
    what: 'Heavy lists (200 and 1,000 open tasks: first row presented, long tasks after; BASELINE=<commit> pairs)',
    limitMin: 8,
  },
  {
    file: 'whole-account.ts',
    what: 'Whole account (10,000 × 2 KB tasks: warm open, one change, the device store)',
    limitMin: 6,
  },
  { file: 'layout-shift.ts', what: 'Layout shift (/planner, classic scrollbars)', limitMin: 2 },
  { file: 'lighthouse.ts', what: 'Lighthouse (/login, /planner; mobile and desktop)', limitMin: 5 },
  { file: 'client.ts', what: 'Client (1,000 tasks: render, drag start)', limitMin: 3 },
  { file: 'client-live.ts', what: 'Client, live (second browser, drag announcements)', limitMin: 3 },
  { file: 'session.ts', what: 'Session lookup (cookie cache)', limitMin: 2 },
  { file: 'api.ts', what: 'API throughput (SQLite, PostgreSQL), creates at list size', limitMin: 10 },
  { file: 'live.ts', what: 'Live sync (1,000 sockets)', limitMin: 5 },
  { file: 'scale.ts', what: 'Scale (1,000,000 tasks)', limitMin: 8 },
];

function runPart(file: string, limitMin: number): Promise<{ ok: boolean; ms: number; detail: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    // Its servers and browsers are its children and die with it (see lib/server.ts).
    const timer = setTimeout(() => child.kill('SIGTERM'), limitMin * 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      resolve({
        ok: code === 0,
        ms,
        detail: code === 0 ? 'ok' : signal ? `stopped (${signal}, over ${limitMin} min)` : `failed (exit ${code})`,
      });
    });
  });
}

const started = performance.now();
const rows: string[][] = [];
let failed = false;
console.log(`bench: ${machineLine()}`);
for (const part of PARTS) {
  console.log(`\n=== ${part.what}: node --import tsx bench/${part.file}`);
  const result = await runPart(part.file, part.limitMin);
  failed ||= !result.ok;
  rows.push([part.what, `\`node --import tsx bench/${part.file}\``, `${fmt(result.ms / 1000)} s`, result.detail]);
}
const totalS = (performance.now() - started) / 1000;
writeSection(
  'summary',
  [
    provenance('npm run bench'),
    '',
    `Whole run: ${fmt(totalS)} s (limit 15 min), plus \`npm run build\` before it.`,
    '',
    table(['part', 'run alone', 'took', 'result'], rows),
  ].join('\n'),
);
refreshTargets();
console.log(`\nbench: all parts in ${fmt(totalS)} s${failed ? ' — some failed, see above' : ''}`);
process.exit(failed ? 1 : 0);
