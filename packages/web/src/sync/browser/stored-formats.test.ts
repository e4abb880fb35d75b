import { describe, expect, it } from 'vitest';
import { T0, task } from '../../test/store-harness';
import { OUTBOX_FORMAT, readStoredOutbox, readStoredTasks, storedOutbox, TASKS_FORMAT } from './stored-formats';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const update = (opId: string, taskId: string) => ({
  kind: 'update',
  opId,
  taskId,
  at: T0,
  changes: { completed: true },
});
const create = (opId: string, taskId: string, clientKey?: string) => ({
  kind: 'create',
  opId,
  taskId,
  at: T0,
  text: 'New',
  section: 'today',
  priority: 'Medium',
  ...(clientKey ? { clientKey } : {}),
});

describe('a stored outbox, from each earlier format', () => {
  it('format 0 (creates of temp ids): each create gets an id, its ops follow, an orphan op goes', () => {
    const stored = [
      create('op1', 'temp-1', 'k1'),
      update('op2', 'temp-1'),
      update('op3', 'temp-gone'),
      update('op4', 'a'),
    ];
    const { ops, migrated } = readStoredOutbox(stored, ids());
    expect(migrated).toBe(true);
    expect(ops.map((op) => [op.opId, op.taskId])).toEqual([
      ['op1', 'id-1'],
      ['op2', 'id-1'],
      ['op4', 'a'],
    ]);
  });

  it('format 1 (a bare list of ops): the same ops, to be written back in the current format', () => {
    const stored = [create('op1', 'n1'), update('op2', 'n1')];
    const { ops, migrated } = readStoredOutbox(stored, ids());
    expect(migrated).toBe(true);
    expect(ops.map((op) => op.opId)).toEqual(['op1', 'op2']);
    expect(readStoredOutbox(JSON.parse(JSON.stringify(storedOutbox(ops))), ids())).toEqual({ ops, migrated: false });
  });

  it('the current format reads as written; what cannot be read is nothing', () => {
    const ops = readStoredOutbox([update('op1', 'a')], ids()).ops;
    expect(storedOutbox(ops)).toEqual({ format: OUTBOX_FORMAT, ops });
    expect(readStoredOutbox({ format: OUTBOX_FORMAT, ops }, ids())).toEqual({ ops, migrated: false });
    expect(readStoredOutbox('junk', ids())).toEqual({ ops: [], migrated: false });
    expect(readStoredOutbox(undefined, ids())).toEqual({ ops: [], migrated: false });
  });
});

describe('a stored task copy, from each earlier format', () => {
  it('format 1 (a bare list): every task, no version, to move into the device store', () => {
    expect(readStoredTasks([task({ id: 'a' })])).toEqual({ tasks: [task({ id: 'a' })], complete: true, migrate: true });
  });

  it('format 2 ({version, tasks}): every task with its version, to move into the device store', () => {
    expect(readStoredTasks({ version: 7, tasks: [task({ id: 'a', version: 7 })] })).toEqual({
      tasks: [task({ id: 'a', version: 7 })],
      version: 7,
      complete: true,
      migrate: true,
    });
  });

  it("format 3 (the first screen's copy): says whether it is all of them, and stays where it is", () => {
    const stored = { version: 9, format: TASKS_FORMAT, complete: false, tasks: [task({ id: 'a' })] };
    expect(readStoredTasks(stored)).toEqual({
      tasks: [task({ id: 'a' })],
      version: 9,
      complete: false,
      migrate: false,
    });
    expect(readStoredTasks({ ...stored, complete: true })?.complete).toBe(true);
    expect(readStoredTasks({ ...stored, format: TASKS_FORMAT + 1 })).toBeNull();
    expect(readStoredTasks({ version: 1, tasks: 'junk' })).toBeNull();
  });
});
