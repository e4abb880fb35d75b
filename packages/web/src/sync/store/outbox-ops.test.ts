import { describe, expect, it } from 'vitest';
import { parsePendingOp, retarget, type PendingOp } from './outbox-ops';
import { upgradeStoredOps } from './stored-ops-upgrade';
import { task } from '../../test/store-harness';

const base = { opId: 'op1', taskId: 't1', at: 5 };
const valid: PendingOp[] = [
  { ...base, kind: 'create', text: 'x', priority: 'High', section: 'today' },
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
    ['a bad section', { ...base, kind: 'move', section: 'someday', index: 1 }],
    ['a day that is no date', { ...base, kind: 'move', section: 'later', day: '2026-02-30', index: 1 }],
    ['a bad priority', { ...base, kind: 'create', text: 'x', priority: 'Urgent', section: 'today' }],
    ['a bad client key', { ...base, kind: 'create', clientKey: 5, text: 'x', priority: 'Low', section: 'today' }],
    ['no changes', { ...base, kind: 'update', changes: {} }],
    ['a bad change', { ...base, kind: 'update', changes: { completed: 'yes' } }],
  ])('refuses %s', (_name, value) => {
    expect(parsePendingOp(value)).toBeNull();
  });
});

describe('retarget', () => {
  it('renames only the ops of that task, a restore’s copy too', () => {
    const op: PendingOp = { ...base, kind: 'delete', taskId: 'temp-1' };
    expect(retarget(op, 'temp-1', 'real')).toEqual({ ...op, taskId: 'real' });
    expect(retarget(op, 'temp-2', 'real')).toBe(op);
    const restore: PendingOp = { ...base, kind: 'restore', taskId: 'old', task: task({ id: 'old' }) };
    expect(retarget(restore, 'old', 'new')).toMatchObject({ taskId: 'new', task: { id: 'new' } });
  });
});

describe('upgradeStoredOps', () => {
  let ids = 0;
  const newId = () => `id-${++ids}`;
  const create = (taskId: string): PendingOp => ({
    ...base,
    taskId,
    kind: 'create',
    clientKey: 'key12345',
    text: 'x',
    priority: 'Low',
    section: 'today',
  });
  const done = (taskId: string, opId: string): PendingOp => ({
    ...base,
    opId,
    taskId,
    kind: 'update',
    changes: { completed: true },
  });

  it('gives each stored create of a temp id one new id, followed by the ops behind it', () => {
    ids = 0;
    const upgraded = upgradeStoredOps(
      [create('temp-1'), done('temp-1', 'op2'), create('temp-2'), done('a', 'op3')],
      newId,
    );
    expect(upgraded?.map((op) => [op.kind, op.taskId])).toEqual([
      ['create', 'id-1'],
      ['update', 'id-1'],
      ['create', 'id-2'],
      ['update', 'a'],
    ]);
    expect(upgraded?.[0]).toMatchObject({ clientKey: 'key12345' });
  });

  it('drops the ops of a temp id with no create before them, and leaves a current outbox alone', () => {
    expect(upgradeStoredOps([done('temp-9', 'op1'), done('a', 'op2')], newId)).toEqual([done('a', 'op2')]);
    expect(upgradeStoredOps([done('a', 'op2')], newId)).toBeNull();
  });
});
