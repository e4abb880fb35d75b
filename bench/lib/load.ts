import autocannon, { type Request } from 'autocannon';
import { median } from './stats';

export interface LoadResult {
  /** 2xx responses per second. */
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Measured runs; the figures are their medians. */
  runs: number;
  warmupSeconds: number;
  requests: Request[];
}

async function once(options: LoadOptions, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
    requests: options.requests,
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}

/**
 * autocannon in this (the load generator's) process against a server in another: a warm-up run
 * that is thrown away, then `runs` measured runs; req/s and latencies are the runs' medians.
 */
export async function load(options: LoadOptions): Promise<LoadResult & { runs: LoadResult[] }> {
  if (options.warmupSeconds > 0) await once(options, options.warmupSeconds);
  const runs: LoadResult[] = [];
  for (let i = 0; i < options.runs; i++) runs.push(await once(options, options.seconds));
  const statusCodes: Record<string, number> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.statusCodes)) statusCodes[k] = (statusCodes[k] ?? 0) + v;
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    statusCodes,
    runs,
  };
}

/** Round-robin over items, so consecutive requests belong to different users. */
export function rotate<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}
