import { describe, expect, it } from 'vitest';
import { parsePendingOp, retarget, type PendingOp } from './outbox-ops';

const base = { opId: 'op1', taskId: 't1', at: 5 };
const valid: PendingOp[] = [
  { ...base, kind: 'create', clientKey: 'key12345', text: 'x', priority: 'High', section: 'today' },
  { ...base, kind: 'update', changes: { completed: true } },
  { ...base, kind: 'update', changes: { text: 'y', priority: 'Low' } },
  { ...base, kind: 'delete' },
  { ...base, kind: 'move', section: 'tomorrow', index: 2 },
  { ...base, kind: 'reset' },
];

describe('parsePendingOp', () => {
  it.each(valid)('reads back a stored $kind', (op) => {
    expect(parsePendingOp(JSON.parse(JSON.stringify(op)))).toEqual(op);
  });

  it.each([
    ['null', null],
    ['a string', 'op'],
    ['an unknown kind', { ...base, kind: 'toggle' }],
    ['no opId', { kind: 'delete', taskId: 't', at: 1 }],
    ['a bad section', { ...base, kind: 'move', section: 'later', index: 1 }],
    ['a bad priority', { ...base, kind: 'create', clientKey: 'k', text: 'x', priority: 'Urgent', section: 'today' }],
    ['no changes', { ...base, kind: 'update', changes: {} }],
    ['a bad change', { ...base, kind: 'update', changes: { completed: 'yes' } }],
  ])('refuses %s', (_name, value) => {
    expect(parsePendingOp(value)).toBeNull();
  });
});

describe('retarget', () => {
  it('renames only ops of the temp id', () => {
    const op: PendingOp = { ...base, kind: 'delete', taskId: 'temp-1' };
    expect(retarget(op, 'temp-1', 'real')).toEqual({ ...op, taskId: 'real' });
    expect(retarget(op, 'temp-2', 'real')).toBe(op);
  });
});
