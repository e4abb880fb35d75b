import { readJson, table, writeSection } from './results';
import { fmt, kb, max, median, verdict } from './stats';

/** The brief's 200 MB of server RSS, in the MiB that VmRSS is read in (200 MB = 190.7 MiB). */
export const RSS_TARGET_MIB = 200e6 / 1024 ** 2;

/* eslint-disable @typescript-eslint/no-explicit-any -- figures read back from each part's JSON */

/** Every target of the brief against the latest figures each part saved in bench/.out. */
export function targetsTable(): string {
  const rows: string[][] = [];
  const add = (target: string, measured: string, result: string) => rows.push([target, measured, result]);
  const missing = (target: string) => add(target, 'not measured', '❓');

  const bundle = readJson<any>('bundle');
  for (const page of ['/login', '/planner']) {
    const p = bundle?.pages.find((x: any) => x.page === page);
    if (p) add(`${page} gzip JS ≤ ${kb(p.maxJsGzip)}`, kb(p.js.gzip), verdict(p.js.gzip, p.maxJsGzip, 'lower'));
    else missing(`${page} gzip JS`);
  }

  const load = readJson<any>('page-load');
  if (load) {
    const first = median(load.samples.map((s: any) => s.firstRowMs));
    const lcp = median(load.samples.map((s: any) => s.lcpMs));
    add('/planner, 200 tasks: first task ≤ 300 ms', `${fmt(first)} ms`, verdict(first, 300, 'lower'));
    add('/planner, 200 tasks: LCP ≤ 300 ms', `${fmt(lcp)} ms`, verdict(lcp, 300, 'lower'));
  } else missing('page load');

  const api = readJson<any>('api');
  const sqlite = api?.runs.find((r: any) => r.kind === 'sqlite');
  if (sqlite) {
    for (const [name, key] of [
      ['creates', 'create'],
      ['lists', 'list'],
    ] as const) {
      const r = sqlite[key];
      add(`SQLite ≥ 3,000 ${name}/s`, `${fmt(r.rps)}/s`, verdict(r.rps, 3000, 'higher'));
      add(`SQLite ${name} p99 ≤ 20 ms`, `${r.p99} ms`, verdict(r.p99, 20, 'lower'));
    }
  } else missing('API throughput');

  const live = readJson<any[]>('live');
  for (const run of live ?? []) {
    const o = run.out;
    add(
      `live, ${run.name}: ack→deliver p50 ≤ 5 ms`,
      `${fmt(o.ackToDeliver.p50)} ms`,
      verdict(o.ackToDeliver.p50, 5, 'lower'),
    );
    add(
      `live, ${run.name}: ack→deliver p99 ≤ 25 ms`,
      `${fmt(o.ackToDeliver.p99)} ms`,
      verdict(o.ackToDeliver.p99, 25, 'lower'),
    );
    const rss = max(run.rssMaxMb);
    add(
      `live, ${run.name}: server RSS ≤ 200 MB (${fmt(RSS_TARGET_MIB)} MiB)`,
      `${fmt(rss)} MiB`,
      verdict(rss, RSS_TARGET_MIB, 'lower'),
    );
  }
  if (!live) missing('live sync');

  const scale = readJson<any[]>('scale');
  for (const run of scale ?? []) {
    const ratio = run.full.p99 / run.baseline.p99;
    add(
      `${run.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, 1M tasks: list p99 within 2× of one user`,
      `${run.full.p99} vs ${run.baseline.p99} ms (${ratio.toFixed(2)}×)`,
      verdict(ratio, 2, 'lower'),
    );
  }
  if (!scale) missing('scale');

  const client = readJson<any>('client');
  if (client) {
    const render = median(client.renders.map((r: any) => r.snapshotToRowsMs));
    const worst = max(client.drags.map((d: any) => d.longestTaskMs));
    add('1,000 tasks: render ≤ 100 ms', `${fmt(render)} ms`, verdict(render, 100, 'lower'));
    add('1,000 tasks: no long task > 50 ms on drag start', `worst ${fmt(worst)} ms`, verdict(worst, 50, 'lower'));
  } else missing('client');
  return table(['target', 'measured (latest run)', 'result'], rows);
}

/** Rewrites the targets table at the top of RESULTS.md from every part's latest saved figures. */
export function refreshTargets(): void {
  writeSection(
    'targets',
    [
      "Each part's latest figures (rewritten whenever any part runs); why each miss happens and what would fix it " +
        'is under its section.',
      '',
      targetsTable(),
    ].join('\n'),
  );
}
