import { describe, expect, it } from 'vitest';
import { clampRingPercent, progressBand } from './progress-ring';

describe('clampRingPercent', () => {
  it.each([
    { percent: -5, clamped: 0 },
    { percent: 0, clamped: 0 },
    { percent: 42.5, clamped: 42.5 },
    { percent: 150, clamped: 150 },
    { percent: 151, clamped: 150 },
    { percent: Number.NaN, clamped: 0 },
    { percent: Number.POSITIVE_INFINITY, clamped: 150 },
    { percent: Number.NEGATIVE_INFINITY, clamped: 0 },
  ])('$percent → $clamped', ({ percent, clamped }) => {
    expect(clampRingPercent(percent)).toBe(clamped);
  });
});

describe('progressBand', () => {
  it.each([
    { percent: 0, band: 'low' },
    { percent: 24, band: 'low' },
    { percent: 24.9, band: 'low' },
    { percent: 25, band: 'medium' },
    { percent: 49, band: 'medium' },
    { percent: 50, band: 'high' },
    { percent: 79, band: 'high' },
    { percent: 80, band: 'complete' },
    { percent: 100, band: 'complete' },
    { percent: 150, band: 'complete' },
    { percent: -1, band: 'low' },
    { percent: Number.NaN, band: 'low' },
  ])('$percent → $band', ({ percent, band }) => {
    expect(progressBand(percent)).toBe(band);
  });
});
