import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';

/** Rows a list draws when its tasks first arrive: more than a tall window shows. */
export const FIRST_PAINT_ROWS = 20;

/**
 * How many of a list's `total` rows to draw. When the rows first arrive, only the first
 * FIRST_PAINT_ROWS are drawn and painted, and the rest follow right after that paint: the
 * window's rows no longer wait for every row of the list (about 1 ms a row). Later changes
 * draw every row at once, as does a list drawn again in place (`drawAllNow`): staging it would
 * shorten the page for a frame.
 */
export function useStagedRows(total: number, drawAllNow = false): number {
  const [settled, setSettled] = useState(drawAllNow);
  const staged = !settled && total > FIRST_PAINT_ROWS;
  useEffect(() => {
    if (settled || total === 0) return;
    // Rows arrived few enough to draw at once, or the first ones are on screen: from now on
    // every change draws every row.
    return afterNextPaint(() => setSettled(true));
  }, [settled, total]);
  return staged ? FIRST_PAINT_ROWS : total;
}
