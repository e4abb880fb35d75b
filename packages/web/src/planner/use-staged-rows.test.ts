import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { revealTask } from '../lib/reveal-task';
import { MARGIN_ROWS, rowsThatFit, useStagedRows } from './use-staged-rows';

afterEach(() => vi.restoreAllMocks());

const render = (listTop?: number) =>
  renderHook(({ total }) => useStagedRows(total, { listTop: () => listTop }), { initialProps: { total: 0 } });

describe('how many rows fit the window', () => {
  it.each([
    // window, list top, rows: a one-line row and its gap are 48 px, and two more are drawn.
    [800, 0, 17 + MARGIN_ROWS],
    [800, 224, 12 + MARGIN_ROWS],
    [844, 260, 13 + MARGIN_ROWS],
    [800, 900, MARGIN_ROWS],
    [800, -500, 17 + MARGIN_ROWS],
  ])('%i px window, list at %i px: %i rows', (height, top, rows) => {
    expect(rowsThatFit(height, top)).toBe(rows);
  });
});

describe('rows drawn when a list first fills', () => {
  it('draws the rows that fit below the list, the rest after that paint, and every later change at once', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const { result, rerender } = render(224);
    expect(result.current).toBe(0);
    rerender({ total: 50 });
    expect(result.current).toBe(rowsThatFit(800, 224));
    await waitFor(() => expect(result.current).toBe(50));
    rerender({ total: 80 });
    expect(result.current).toBe(80);
  });

  it('without a measured top, draws what fits the whole window', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
    const { result } = renderHook(() => useStagedRows(50, { listTop: () => undefined }));
    expect(result.current).toBe(rowsThatFit(600));
  });

  it('draws a short list whole, and is not staged when it grows later', async () => {
    const { result, rerender } = render();
    rerender({ total: 5 });
    expect(result.current).toBe(5);
    // Once those rows have been painted, a long arrival is drawn at once too.
    await new Promise((resolve) => setTimeout(resolve, 150));
    rerender({ total: 40 });
    expect(result.current).toBe(40);
  });

  it('draws every row at once when a search result is to be shown', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { result, rerender } = render(224);
    rerender({ total: 50 });
    expect(result.current).toBeLessThan(50);
    act(() => revealTask('far-down'));
    expect(result.current).toBe(50);
  });
});
