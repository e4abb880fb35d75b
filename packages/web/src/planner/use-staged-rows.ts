import { useEffect } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';
import { onRevealTask } from '../lib/reveal-task';
import { useKept } from './kept-state';
import { ROW_ESTIMATE_PX, ROW_GAP_PX } from './row-size';

/** Rows drawn beyond the bottom of the window at first, for a row measured a little short. */
export const MARGIN_ROWS = 2;

/**
 * How many rows can show between a list's top and the bottom of the window: every row is at
 * least one line tall, so no more than this many fit. Without a measured top, the whole window.
 */
export function rowsThatFit(windowHeight: number, listTop = 0): number {
  const room = Math.max(0, windowHeight - Math.max(0, listTop));
  return Math.ceil(room / (ROW_ESTIMATE_PX + ROW_GAP_PX)) + MARGIN_ROWS;
}

interface Options {
  /**
   * Where the list's rows start in the window, once it is on the page. Asked only while rows are
   * staged: the list was drawn before its rows arrived (placeholders), so the layout it reads is
   * the one already painted.
   */
  listTop: () => number | undefined;
  /** Names the state in kept-state, so a remount does not stage the list again. */
  keep?: string;
}

/**
 * How many of a list's `total` rows to draw. When the rows first arrive, only those that fit
 * the window are drawn and painted, and the rest follow right after that paint: the window's
 * rows do not wait for every row of the list (about 1 ms a row), and nothing that is on screen
 * moves when the rest arrive below it. Later changes draw every row at once, and so does a
 * search result being shown (its row may be further down).
 */
export function useStagedRows(total: number, { listTop, keep }: Options): number {
  const [settled, setSettled] = useKept(keep, false);
  const fit = settled || total === 0 ? total : rowsThatFit(window.innerHeight, listTop());
  const staged = !settled && total > fit;
  useEffect(() => {
    if (settled || total === 0) return;
    // Rows arrived few enough to draw at once, or the first ones are on screen: from now on
    // every change draws every row.
    return afterNextPaint(() => setSettled(true));
  }, [settled, total, setSettled]);
  useEffect(() => (settled ? undefined : onRevealTask(() => setSettled(true))), [settled, setSettled]);
  return staged ? fit : total;
}
