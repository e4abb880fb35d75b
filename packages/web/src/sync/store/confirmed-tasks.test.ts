import { describe, expect, it } from 'vitest';
import { ConfirmedTasks } from './confirmed-tasks';
import { task } from '../../test/store-harness';

const ids = (confirmed: ConfirmedTasks) => confirmed.list().map((t) => `${t.id}@${t.updatedAt}`);

describe('ConfirmedTasks', () => {
  it('keeps the newer copy whichever source brings it last', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 10 })]);
    confirmed.applyChanges([task({ id: 'a', updatedAt: 5 })], []);
    expect(ids(confirmed)).toEqual(['a@10']);
    confirmed.acceptSaved([task({ id: 'a', updatedAt: 10, text: 'same time, later word' })]);
    expect(confirmed.list()[0]?.text).toBe('same time, later word');
    confirmed.applySnapshot([task({ id: 'a', updatedAt: 7 })]);
    expect(ids(confirmed)).toEqual(['a@10']);
  });

  it('drops from a snapshot what it lacks, except what we saved since the last one', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'old', updatedAt: 1 }), task({ id: 'gone', updatedAt: 1 })]);
    confirmed.acceptSaved([task({ id: 'new', updatedAt: 2 })]);
    confirmed.applySnapshot([task({ id: 'old', updatedAt: 1 })]);
    expect(ids(confirmed)).toEqual(['old@1', 'new@2']);
    // The next snapshot is read after that save: now it is authoritative for it too.
    confirmed.applySnapshot([task({ id: 'old', updatedAt: 1 })]);
    expect(ids(confirmed)).toEqual(['old@1']);
  });

  it('does not bring back a deleted task with a late echo, a save answer or an older snapshot', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.acceptDeleted('a');
    // The live echo of a change made before the delete may arrive after the delete's answer.
    confirmed.applyChanges([task({ id: 'a', updatedAt: 9 })], []);
    confirmed.acceptSaved([task({ id: 'a', updatedAt: 9 })]);
    // A snapshot read before the delete was committed still holds it.
    confirmed.applySnapshot([task({ id: 'a', updatedAt: 9 })]);
    expect(confirmed.list()).toEqual([]);
    // Each only raised a doubt, which a list read afterwards settles: still deleted.
    const askedAt = confirmed.doubtful();
    expect(askedAt).not.toBeNull();
    confirmed.settleDoubts([], askedAt!);
    expect(confirmed.list()).toEqual([]);
    expect(confirmed.doubtful()).toBeNull();
  });

  it('takes back a task restored elsewhere once a list read after its upsert holds it', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.applyChanges([], ['a']);
    confirmed.applyChanges([task({ id: 'a', updatedAt: 1 })], []);
    confirmed.settleDoubts([task({ id: 'a', updatedAt: 1 })], confirmed.doubtful()!);
    expect(ids(confirmed)).toEqual(['a@1']);
  });

  it('takes back a task restored while the stream was down, from a snapshot then a list', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.acceptDeleted('a');
    confirmed.applySnapshot([task({ id: 'a', updatedAt: 1 })]);
    confirmed.settleDoubts([task({ id: 'a', updatedAt: 1 })], confirmed.doubtful()!);
    expect(ids(confirmed)).toEqual(['a@1']);
  });

  it('settles only the doubts raised before the list was asked for', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 }), task({ id: 'b', updatedAt: 1 })]);
    confirmed.applyChanges([], ['a', 'b']);
    confirmed.applyChanges([task({ id: 'a', updatedAt: 1 })], []);
    const askedAt = confirmed.doubtful()!;
    // While the list is on its way: b comes back, a is deleted again.
    confirmed.applyChanges([task({ id: 'b', updatedAt: 1 })], []);
    confirmed.applyChanges([], ['a']);
    confirmed.settleDoubts([task({ id: 'a', updatedAt: 1 })], askedAt);
    expect(confirmed.list()).toEqual([]);
    // b's doubt waits for a list asked for after it.
    confirmed.settleDoubts([task({ id: 'b', updatedAt: 1 })], confirmed.doubtful()!);
    expect(ids(confirmed)).toEqual(['b@1']);
  });

  it('takes back a task our own restore brought back, and checks a delete that may be its late echo', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.acceptDeleted('a');
    confirmed.acceptRestored(task({ id: 'a', updatedAt: 1 }));
    expect(ids(confirmed)).toEqual(['a@1']);
    confirmed.applyChanges([], ['a']);
    confirmed.settleDoubts([task({ id: 'a', updatedAt: 1 })], confirmed.doubtful()!);
    expect(ids(confirmed)).toEqual(['a@1']);
    // A delete after that is simply a delete.
    confirmed.applyChanges([], ['a']);
    expect(confirmed.list()).toEqual([]);
    expect(confirmed.doubtful()).toBeNull();
  });

  it('keeps a restored task through a snapshot read before the restore', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.applyChanges([], ['a']);
    confirmed.acceptRestored(task({ id: 'a', updatedAt: 1 }));
    confirmed.applySnapshot([]);
    expect(ids(confirmed)).toEqual(['a@1']);
  });

  it('removes duplicate ids, the last copy winning', () => {
    const confirmed = new ConfirmedTasks();
    confirmed.applySnapshot([task({ id: 'a', text: 'first' }), task({ id: 'b' }), task({ id: 'a', text: 'second' })]);
    expect(confirmed.list().map((t) => t.text)).toEqual(['second', 'b']);
  });
});
