import { describe, expect, it } from 'vitest';
import { ConfirmedTasks } from './confirmed-tasks';
import { task } from './testing/store-harness';

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

  it('never brings back a deleted id', () => {
    const confirmed = new ConfirmedTasks([task({ id: 'a', updatedAt: 1 })]);
    confirmed.applyChanges([], ['a']);
    confirmed.applyChanges([task({ id: 'a', updatedAt: 9 })], []);
    confirmed.acceptSaved([task({ id: 'a', updatedAt: 9 })]);
    confirmed.applySnapshot([task({ id: 'a', updatedAt: 9 })]);
    expect(confirmed.list()).toEqual([]);
  });

  it('removes duplicate ids, the last copy winning', () => {
    const confirmed = new ConfirmedTasks();
    confirmed.applySnapshot([task({ id: 'a', text: 'first' }), task({ id: 'b' }), task({ id: 'a', text: 'second' })]);
    expect(confirmed.list().map((t) => t.text)).toEqual(['second', 'b']);
  });
});
