import { describe, expect, it } from 'vitest';
import { heatmap } from '@dayflow/core';
import { MONTH_LABEL_WIDTH, monthLabels } from './heatmap';

// The drawing's width: the weekday letters' column and twelve weeks of 16 px.
const WIDTH = 20 + 12 * 16;

const span = (label: { x: number; anchor: 'start' | 'end' }): [number, number] =>
  label.anchor === 'start' ? [label.x, label.x + MONTH_LABEL_WIDTH] : [label.x - MONTH_LABEL_WIDTH, label.x];

describe('the heatmap’s month labels', () => {
  // Every today over a year: each place a month can start in the twelve weeks.
  const todays = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

  it.each(todays)('fit inside the drawing and never cover one another (today %s)', (today) => {
    const labels = monthLabels(heatmap([], today, 5), WIDTH);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const [from, to] of labels.map(span)) {
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(WIDTH);
    }
    for (let i = 1; i < labels.length; i += 1)
      expect(span(labels[i]!)[0]).toBeGreaterThanOrEqual(span(labels[i - 1]!)[1]);
  });

  it('ends a month that starts in the last column at the right edge', () => {
    // Monday 30 November 2026 is the last column's Monday; 1 December falls in that week, but
    // the label marks the week whose Monday is in the new month: Monday 7 December.
    const labels = monthLabels(heatmap([], '2026-12-07', 5), WIDTH);
    expect(labels.at(-1)).toEqual({ text: 'Dec', x: WIDTH, anchor: 'end' });
  });
});
