import type { Request } from 'autocannon';
import { load, type LoadResult } from './load';
import { median } from './stats';

export interface Side {
  url: string;
  /** Fresh requests for each run (autocannon's setupRequest closures keep their own state). */
  requests: () => Request[];
}

export interface AlternateOptions {
  connections: number;
  seconds: number;
  runs: number;
  warmupSeconds: number;
}

/**
 * Two sides measured in turn (a, b, a, b…), one run each, so a neighbour's burst on this shared
 * machine lands on both sides instead of on one; figures are the medians of each side's runs.
 */
export async function alternate(
  base: AlternateOptions,
  a: Side,
  b: Side,
): Promise<{ a: LoadResult; b: LoadResult; runs: { a: LoadResult[]; b: LoadResult[] } }> {
  const runs: { a: LoadResult[]; b: LoadResult[] } = { a: [], b: [] };
  for (let i = 0; i < base.runs; i++) {
    for (const [name, side] of [
      ['a', a],
      ['b', b],
    ] as const) {
      runs[name].push(
        await load({
          ...base,
          runs: 1,
          warmupSeconds: i === 0 ? base.warmupSeconds : 0,
          url: side.url,
          requests: side.requests(),
        }),
      );
    }
  }
  const summary = (list: LoadResult[]): LoadResult => ({
    ...list[0]!,
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    non2xx: list.reduce((s, r) => s + r.non2xx, 0),
    errors: list.reduce((s, r) => s + r.errors, 0),
  });
  return { a: summary(runs.a), b: summary(runs.b), runs };
}
