import { describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { ConfirmedTasks } from './confirmed-tasks';
import { task } from '../../test/store-harness';

const at = (id: string, version: number | undefined, over: Partial<Task> = {}) =>
  task({ id, ...(version !== undefined && { version }), ...over });
const ids = (confirmed: ConfirmedTasks) => confirmed.list().map((t) => `${t.id}@${t.version ?? '-'}`);
const changes = (since: number, version: number, upserts: Task[] = [], deletes: string[] = []) => ({
  upserts,
  deletes,
  since,
  version,
});

describe('ConfirmedTasks: versions decide', () => {
  it('keeps the higher version whichever source brings it last', () => {
    const confirmed = new ConfirmedTasks([at('a', 10)], 10);
    confirmed.applyChanges(changes(4, 5, [at('a', 5, { text: 'older' })]));
    expect(ids(confirmed)).toEqual(['a@10']);
    confirmed.acceptSaved([at('a', 9, { text: 'older answer' })]);
    confirmed.applySnapshot([at('a', 7)], 7);
    expect(ids(confirmed)).toEqual(['a@10']);
    confirmed.acceptSaved([at('a', 11, { text: 'newer' })]);
    expect(confirmed.list()[0]).toMatchObject({ version: 11, text: 'newer' });
  });

  it('takes any version over a copy an older client stored without one, never the reverse', () => {
    const confirmed = new ConfirmedTasks([at('a', undefined, { text: 'stored' }), at('b', 3)]);
    expect(confirmed.version).toBeUndefined();
    confirmed.acceptSaved([at('a', 1, { text: 'served' }), at('b', undefined, { text: 'unversioned' })]);
    expect(confirmed.list().map((t) => t.text)).toEqual(['served', 'b']);
  });

  it('moves V along changes that follow on from it, and not past a gap', () => {
    const confirmed = new ConfirmedTasks([], 5);
    expect(confirmed.applyChanges(changes(5, 6, [at('a', 6)]))).toBe(true);
    expect(confirmed.version).toBe(6);
    // Overlapping (a resume from an older V): still follows on.
    expect(confirmed.applyChanges(changes(4, 7, [at('b', 7)]))).toBe(true);
    expect(confirmed.version).toBe(7);
    // 8 was missed: 9's tasks count, V stays at 7.
    expect(confirmed.applyChanges(changes(8, 9, [at('c', 9)]))).toBe(false);
    expect(confirmed.version).toBe(7);
    expect(ids(confirmed)).toEqual(['a@6', 'b@7', 'c@9']);
    // An old message arriving late neither moves V back nor brings back older copies.
    expect(confirmed.applyChanges(changes(5, 6, [at('a', 6, { text: 'late' })]))).toBe(true);
    expect(confirmed.version).toBe(7);
  });

  it('holds no V until a snapshot: every changes message then is a gap', () => {
    const confirmed = new ConfirmedTasks([at('a', undefined)]);
    expect(confirmed.applyChanges(changes(0, 1, [at('b', 1)]))).toBe(false);
    expect(confirmed.version).toBeUndefined();
    confirmed.applySnapshot([at('b', 1)], 1);
    expect(confirmed.version).toBe(1);
    expect(ids(confirmed)).toEqual(['b@1']);
  });
});

describe('ConfirmedTasks: snapshots', () => {
  it('replace the list, except copies newer than it, however they came', () => {
    const confirmed = new ConfirmedTasks([at('old', 1), at('gone', 1)], 1);
    confirmed.acceptSaved([at('new', 3)]);
    confirmed.applySnapshot([at('old', 1)], 2);
    expect(ids(confirmed)).toEqual(['old@1', 'new@3']);
    expect(confirmed.version).toBe(2);
    // A snapshot read after that save is authoritative for it too.
    confirmed.applySnapshot([at('old', 1)], 4);
    expect(ids(confirmed)).toEqual(['old@1']);
    // The stream's copies count as much as our answers: created elsewhere at 6, listed at 5.
    confirmed.applyChanges(changes(4, 6, [at('echo', 6)]));
    confirmed.applySnapshot([at('old', 1)], 5);
    expect(ids(confirmed)).toEqual(['old@1', 'echo@6']);
  });

  it('remove duplicate ids, the last copy winning', () => {
    const confirmed = new ConfirmedTasks();
    confirmed.applySnapshot([at('a', 1, { text: 'first' }), at('b', 1), at('a', 1, { text: 'second' })], 1);
    expect(confirmed.list().map((t) => t.text)).toEqual(['second', 'b']);
  });

  it('leave a tombstone for what they lack: a late answer of an older change stays out', () => {
    const confirmed = new ConfirmedTasks([at('a', 2)], 2);
    confirmed.applySnapshot([], 5);
    confirmed.acceptSaved([at('a', 4)]);
    expect(confirmed.list()).toEqual([]);
  });
});

describe('ConfirmedTasks: tombstones', () => {
  it('keep a task deleted on the stream deleted against older copies; a restore brings it back', () => {
    const confirmed = new ConfirmedTasks([at('a', 1)], 1);
    confirmed.applyChanges(changes(1, 3, [], ['a']));
    confirmed.applyChanges(changes(1, 2, [at('a', 2)])); // a late echo of a change before the delete
    confirmed.acceptSaved([at('a', 2)]);
    confirmed.applySnapshot([at('a', 2)], 2); // read before the delete
    expect(confirmed.list()).toEqual([]);
    confirmed.applyChanges(changes(3, 4, [at('a', 4)])); // restored
    expect(ids(confirmed)).toEqual(['a@4']);
  });

  it('keep our own delete at the version its answer gives: no late echo or older snapshot brings it back', () => {
    const confirmed = new ConfirmedTasks([at('a', 1)], 1);
    confirmed.acceptDeleted('a', 3); // DELETE answered {version: 3}
    confirmed.applyChanges(changes(1, 2, [at('a', 2)])); // a change elsewhere, just before our delete
    confirmed.acceptSaved([at('a', 2)]); // a late answer of an edit sent before the delete
    confirmed.applySnapshot([at('a', 2)], 2); // a list read before the delete
    expect(confirmed.list()).toEqual([]);
    confirmed.applyChanges(changes(2, 3, [], ['a'])); // our delete's echo
    confirmed.applyChanges(changes(3, 4, [at('a', 4)])); // restored elsewhere
    expect(ids(confirmed)).toEqual(['a@4']);
  });

  it('let a restore newer than our delete stand, whichever arrives first', () => {
    // Restored elsewhere (4) before the answer to our delete (3) arrived.
    const restoredFirst = new ConfirmedTasks([at('a', 1)], 1);
    restoredFirst.applyChanges(changes(3, 4, [at('a', 4)]));
    restoredFirst.acceptDeleted('a', 3);
    expect(ids(restoredFirst)).toEqual(['a@4']);

    // Our own restore's answer, after our delete: newer than it by version alone.
    const ownRestore = new ConfirmedTasks([at('a', 1)], 1);
    ownRestore.acceptDeleted('a', 2);
    ownRestore.acceptSaved([at('a', 3)]);
    expect(ids(ownRestore)).toEqual(['a@3']);
    ownRestore.applyChanges(changes(1, 2, [], ['a'])); // the late echo of the delete is older
    expect(ids(ownRestore)).toEqual(['a@3']);
    ownRestore.applyChanges(changes(3, 4, [], ['a'])); // a delete after that is simply a delete
    expect(ownRestore.list()).toEqual([]);
  });

  it('hold a task a change of ours found gone (404) out against the copy we held and older ones', () => {
    const confirmed = new ConfirmedTasks([at('a', 2)], 2);
    confirmed.acceptGone('a');
    confirmed.acceptSaved([at('a', 2)]);
    confirmed.applySnapshot([at('a', 1)], 1);
    expect(confirmed.list()).toEqual([]);
    confirmed.applyChanges(changes(2, 5, [at('a', 5)])); // restored since
    expect(ids(confirmed)).toEqual(['a@5']);
  });

  it('keep a copy heard while the change found gone was on its way: it may be a restore after that delete', () => {
    const confirmed = new ConfirmedTasks([at('a', 2)], 2);
    confirmed.applyChanges(changes(2, 3, [], ['a']));
    confirmed.applyChanges(changes(3, 4, [at('a', 4)])); // restored after the delete our change met
    confirmed.acceptGone('a', 2); // sent over a@2
    expect(ids(confirmed)).toEqual(['a@4']);
    confirmed.acceptGone('a', 4);
    expect(confirmed.list()).toEqual([]);
  });
});
