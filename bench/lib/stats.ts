/** Nearest-rank percentile of a sample (p in 0..100); NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function max(values: readonly number[]): number {
  return values.reduce((m, v) => (v > m ? v : m), Number.NEGATIVE_INFINITY);
}

/** Rounds for tables: 3 significant digits below 100, whole numbers above. */
export function fmt(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(digits);
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** ✅ / ❌ with the margin, for target columns. */
export function verdict(value: number, limit: number, better: 'lower' | 'higher'): string {
  if (!Number.isFinite(value)) return '❓ not measured';
  const ok = better === 'lower' ? value <= limit : value >= limit;
  if (ok) return '✅ met';
  const ratio = better === 'lower' ? value / limit : limit / value;
  return `❌ missed (${ratio.toFixed(2)}×)`;
}
