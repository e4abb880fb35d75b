import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const T0 = Date.UTC(2026, 10, 27, 9, 0);
const MINUTE = 60_000;

function Now() {
  return <p>{useNow(15_000)}</p>;
}
/** Rendered after <Now>: time passes between its render and its effects, as on a busy page. */
function TimePasses() {
  vi.setSystemTime(T0 + 5 * MINUTE);
  return null;
}

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('catches up with time that passed between the render and the first tick', () => {
    vi.useFakeTimers({ now: T0 });
    render(
      <>
        <Now />
        <TimePasses />
      </>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText(String(T0 + 5 * MINUTE))).toBeInTheDocument();
  });

  it('then ticks every interval', () => {
    vi.useFakeTimers({ now: T0 });
    render(<Now />);
    vi.setSystemTime(T0 + MINUTE);
    expect(screen.getByText(String(T0))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(String(T0 + MINUTE + 15_000))).toBeInTheDocument();
  });
});
