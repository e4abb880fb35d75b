import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_PAINT_ROWS, useStagedRows } from './use-staged-rows';

const render = () => renderHook(({ total }) => useStagedRows(total), { initialProps: { total: 0 } });

describe('rows drawn when a list first fills', () => {
  it('draws the first rows, the rest after that paint, and every later change at once', async () => {
    const { result, rerender } = render();
    expect(result.current).toBe(0);
    rerender({ total: 50 });
    expect(result.current).toBe(FIRST_PAINT_ROWS);
    await waitFor(() => expect(result.current).toBe(50));
    rerender({ total: 80 });
    expect(result.current).toBe(80);
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
});
