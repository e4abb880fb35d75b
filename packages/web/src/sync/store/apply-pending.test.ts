import { describe, expect, it } from 'vitest';
import { applyPending, shareUnchanged } from './apply-pending';
import type { PendingOp } from './outbox-ops';
import { task } from '../../test/store-harness';

const at = 1_000;
const op = <K extends PendingOp['kind']>(kind: K, taskId: string, rest: object = {}) =>
  ({ kind, taskId, opId: `${kind}-${taskId}`, at, ...rest }) as Extract<PendingOp, { kind: K }>;

describe('applyPending', () => {
  const server = [
    task({ id: 'a', order: 0 }),
    task({ id: 'b', order: 1 }),
    task({ id: 'done', order: 5, completed: true }),
  ];

  it('shows the server list sorted when nothing is pending', () => {
    expect(applyPending([...server].reverse(), []).map((t) => t.id)).toEqual(['a', 'b', 'done']);
  });

  it('appends a new task after everything in its section, completed ones included', () => {
    const create = op('create', 'temp-1', { clientKey: 'k', text: 'new', priority: 'Low', section: 'today' });
    const view = applyPending(server, [create]);
    expect(view.at(-1)).toEqual({
      id: 'temp-1',
      text: 'new',
      priority: 'Low',
      completed: false,
      section: 'today',
      order: 6,
      createdAt: at,
      updatedAt: at,
      notes: '',
      checklist: [],
    });
  });

  it('replays updates, resets, deletes and moves in order', () => {
    const view = applyPending(server, [
      op('update', 'a', { changes: { completed: true, text: 'A' } }),
      op('reset', 'b'),
      op('move', 'b', { section: 'tomorrow', index: 0 }),
      op('delete', 'done'),
      op('update', 'missing', { changes: { completed: true } }),
    ]);
    // Both at order 0 now, so createdAt decides: the reset gave b 1 000, far before a's.
    expect(view).toEqual([
      { ...server[1], section: 'tomorrow', day: null, order: 0, createdAt: at, updatedAt: at },
      { ...server[0], text: 'A', completed: true, updatedAt: at },
    ]);
  });

  it('plans a move against the current lists, as the server will', () => {
    const moved = applyPending(
      [...server, task({ id: 'c', order: 2 })],
      [op('move', 'c', { section: 'today', index: 0 })],
    );
    expect(moved.filter((t) => !t.completed).map((t) => `${t.id}${t.order}`)).toEqual(['c-1024', 'a0', 'b1']);
  });
});

describe('shareUnchanged', () => {
  it('returns the previous array when every task is equal, and reuses equal tasks otherwise', () => {
    const previous = [task({ id: 'a' }), task({ id: 'b', order: 1 })];
    expect(
      shareUnchanged(
        previous,
        previous.map((t) => ({ ...t })),
      ),
    ).toBe(previous);
    const next = shareUnchanged(previous, [{ ...previous[0]! }, { ...previous[1]!, completed: true }]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).not.toBe(previous[1]);
    expect(shareUnchanged(previous, [previous[0]!])).toEqual([previous[0]]);
  });
});
