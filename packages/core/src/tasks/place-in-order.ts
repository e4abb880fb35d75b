/**
 * Room left between neighbouring orders whenever a stretch of a list is renumbered, so that later
 * moves into it write only the moved task.
 */
export const ORDER_GAP = 1024;
/** Orders are stored as 32-bit integers (PostgreSQL `integer`). */
export const MAX_ORDER = 2 ** 31 - 1;
export const MIN_ORDER = -(2 ** 31);

/**
 * New orders for a list in which the task at `index` has just been placed; every other task is
 * already where it belongs in `sequence` (sorted by order), so its order is kept unless it must
 * change to make room. Returns index → new order, always including `index`.
 *
 * The task takes an order strictly between its neighbours' when one fits. Otherwise the
 * smallest stretch around it (doubling) that can hold evenly spaced orders is renumbered: a list
 * numbered 0..n-1 pays once per stretch, and later moves into it write one task. Orders stay
 * integers within 32 bits.
 */
export function placeInOrder(sequence: readonly { order: number }[], index: number): Map<number, number> {
  const last = sequence.length - 1;
  for (let half = 0; ; half = Math.max(1, half * 2)) {
    const from = Math.max(0, index - half);
    const to = Math.min(last, index + half);
    const orders = spread(sequence, from, to);
    if (orders) return changedOrders(sequence, from, orders, index);
    if (from === 0 && to === last) throw new Error('unreachable: a whole list always fits');
  }
}

/** Evenly spaced orders for sequence[from..to] between its outer neighbours, or null if none fit. */
function spread(sequence: readonly { order: number }[], from: number, to: number): number[] | null {
  const count = to - from + 1;
  const below = from > 0 ? sequence[from - 1]!.order : undefined;
  const above = to < sequence.length - 1 ? sequence[to + 1]!.order : undefined;
  if (below === undefined && above === undefined) {
    const step = Math.min(ORDER_GAP, Math.floor(MAX_ORDER / count));
    return series(0, step, count);
  }
  if (below === undefined) return fits(series(above! - ORDER_GAP * count, ORDER_GAP, count));
  if (above === undefined) return fits(series(below + ORDER_GAP, ORDER_GAP, count));
  const step = Math.floor((above - below) / (count + 1));
  // One task may take the last free integer; a renumbered stretch must leave room after it.
  if (step < (count === 1 ? 1 : 2)) return null;
  return series(below + step, step, count);
}

function series(start: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => start + k * step);
}

function fits(orders: number[]): number[] | null {
  return orders[0]! >= MIN_ORDER && orders.at(-1)! <= MAX_ORDER ? orders : null;
}

function changedOrders(
  sequence: readonly { order: number }[],
  from: number,
  orders: number[],
  index: number,
): Map<number, number> {
  const changed = new Map<number, number>();
  orders.forEach((order, k) => {
    const i = from + k;
    if (i === index || sequence[i]!.order !== order) changed.set(i, order);
  });
  return changed;
}
