import { PROGRESS_BANDS, RING_MAX_PERCENT, RING_MIN_PERCENT } from '../constants';

export type ProgressBand = 'low' | 'medium' | 'high' | 'complete';

/** The ring accepts 0..150 (spec §2); NaN draws an empty ring. */
export function clampRingPercent(percent: number): number {
  if (Number.isNaN(percent)) return RING_MIN_PERCENT;
  return Math.min(Math.max(percent, RING_MIN_PERCENT), RING_MAX_PERCENT);
}

/** The glow band (spec §4): under 25, under 50, under 80, 80 and above. NaN is 'low'. */
export function progressBand(percent: number): ProgressBand {
  const [medium, high, complete] = PROGRESS_BANDS;
  if (percent >= complete) return 'complete';
  if (percent >= high) return 'high';
  if (percent >= medium) return 'medium';
  return 'low';
}
