import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RING_DEFAULT_SIZE, RING_DEFAULT_STROKE, RING_MAX_PERCENT } from '@dayflow/core';
import { PROGRESS_LABELS } from './progress-labels';
import { ProgressRing } from './progress-ring';

describe('ProgressRing', () => {
  it.each([
    { percent: -20, shown: 0 },
    { percent: 0, shown: 0 },
    { percent: 42.4, shown: 42 },
    { percent: 100, shown: 100 },
    { percent: 150, shown: 150 },
    { percent: 400, shown: RING_MAX_PERCENT },
    { percent: Number.NaN, shown: 0 },
  ])('clamps $percent to $shown', ({ percent, shown }) => {
    render(<ProgressRing percent={percent} />);
    const bar = screen.getByRole('progressbar', { name: PROGRESS_LABELS.ring });
    expect(bar).toHaveAttribute('aria-valuenow', String(shown));
    expect(bar).toHaveAttribute('aria-valuetext', `${shown}%`);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', String(RING_MAX_PERCENT));
  });

  it('defaults to size 72 and stroke 8', () => {
    const { container } = render(<ProgressRing percent={50} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveStyle({ width: `${RING_DEFAULT_SIZE}px`, height: `${RING_DEFAULT_SIZE}px` });
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', String(RING_DEFAULT_SIZE));
    for (const circle of container.querySelectorAll('circle')) {
      expect(circle).toHaveAttribute('stroke-width', String(RING_DEFAULT_STROKE));
      expect(circle).toHaveAttribute('r', String((RING_DEFAULT_SIZE - RING_DEFAULT_STROKE) / 2));
    }
  });

  it('takes its size and stroke from props', () => {
    const { container } = render(<ProgressRing percent={50} size={120} stroke={10} />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: '120px' });
    expect(container.querySelector('circle')).toHaveAttribute('r', '55');
    expect(container.querySelector('circle')).toHaveAttribute('stroke-width', '10');
  });

  it('fills the arc in proportion, drawing a second lap only past 100', () => {
    const r = (RING_DEFAULT_SIZE - RING_DEFAULT_STROKE) / 2;
    const circumference = 2 * Math.PI * r;
    const lapLength = (el: Element | null) => Number(el?.getAttribute('stroke-dasharray')?.split(' ')[0]);

    const { container, rerender } = render(<ProgressRing percent={25} />);
    expect(lapLength(container.querySelector('[data-lap="1"]'))).toBeCloseTo(circumference / 4);
    expect(container.querySelector('[data-lap="2"]')).toBeNull();

    rerender(<ProgressRing percent={0} />);
    expect(container.querySelector('[data-lap="1"]')).toBeNull();

    rerender(<ProgressRing percent={200} />);
    expect(lapLength(container.querySelector('[data-lap="1"]'))).toBeCloseTo(circumference);
    expect(lapLength(container.querySelector('[data-lap="2"]'))).toBeCloseTo(circumference / 2);
  });

  it('shows a centre label only when given one', () => {
    const { rerender } = render(<ProgressRing percent={60} />);
    expect(screen.getByRole('progressbar')).toHaveTextContent('');
    rerender(<ProgressRing percent={60} label="60%" ariaLabel="Today" />);
    expect(screen.getByRole('progressbar', { name: 'Today' })).toHaveTextContent('60%');
  });

  it('hides itself from assistive technology when decorative', () => {
    render(<ProgressRing percent={60} decorative label="60%" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('60%')).toBeInTheDocument();
  });
});
