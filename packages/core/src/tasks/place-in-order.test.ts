import { describe, expect, it } from 'vitest';
import { MAX_ORDER, MIN_ORDER, ORDER_GAP, placeInOrder } from './place-in-order';

/** Applies the new orders and returns the whole sequence's orders. */
const orders = (sequence: number[], index: number) => {
  const placed = placeInOrder(
    sequence.map((order) => ({ order })),
    index,
  );
  return { placed, after: sequence.map((order, i) => placed.get(i) ?? order) };
};
const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);

describe('placeInOrder', () => {
  it.each([
    { name: 'alone in the list', sequence: [7], index: 0, placed: [[0, 0]] },
    { name: 'between two with room', sequence: [0, 99, 10], index: 1, placed: [[1, 5]] },
    { name: 'at the top', sequence: [99, 3, 4], index: 0, placed: [[0, 3 - ORDER_GAP]] },
    { name: 'at the end', sequence: [3, 4, -5], index: 2, placed: [[2, 4 + ORDER_GAP]] },
  ])('writes only the placed task when there is room: $name', ({ sequence, index, placed }) => {
    expect([...orders(sequence, index).placed]).toEqual(placed);
  });

  it('makes room in the smallest stretch around the task, leaving the rest as it is', () => {
    // 0..9 with the task squeezed between 4 and 5: no integer fits.
    const sequence = [0, 1, 2, 3, 4, 42, 5, 6, 7, 8, 9];
    const { placed, after } = orders(sequence, 5);
    expect(increasing(after)).toBe(true);
    expect(placed.has(5)).toBe(true);
    expect(placed.size).toBeLessThanOrEqual(sequence.length);
    for (const [i, order] of placed) expect(order).not.toBe(sequence[i]);
  });

  it('keeps orders within a 32-bit integer', () => {
    const { after } = orders([MAX_ORDER - 1, MAX_ORDER, 0], 2);
    expect(increasing(after)).toBe(true);
    expect(Math.max(...after)).toBeLessThanOrEqual(MAX_ORDER);
    const top = orders([0, MIN_ORDER, MIN_ORDER + 1], 0).after;
    expect(increasing(top)).toBe(true);
    expect(Math.min(...top)).toBeGreaterThanOrEqual(MIN_ORDER);
  });

  it('orders ties from old data strictly once it has to renumber them', () => {
    const { after } = orders([1, 1, 9, 1, 1], 2);
    expect(increasing(after)).toBe(true);
  });

  it('writes a few tasks per move on average in a long list numbered 0..n-1', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let list = Array.from({ length: 500 }, (_, i) => ({ id: i, order: i }));
    let writes = 0;
    for (let move = 0; move < 200; move++) {
      const from = Math.floor(random() * list.length);
      const to = Math.floor(random() * list.length);
      const moving = list[from]!;
      const sequence = list.filter((_, i) => i !== from);
      sequence.splice(to, 0, moving);
      const placed = placeInOrder(sequence, to);
      writes += placed.size;
      list = sequence.map((task, i) => ({ ...task, order: placed.get(i) ?? task.order }));
      expect(increasing(list.map((task) => task.order))).toBe(true);
    }
    expect(writes / 200).toBeLessThan(10);
  });
});
