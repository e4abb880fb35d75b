import { describe, expect, it } from 'vitest';
import { memoryStorage, task } from '../../test/store-harness';
import { storedVersion } from './stored-tasks';
import { syncStorageKeys, webSyncStorage } from './sync-storage';

describe('the tasks kept on this device', () => {
  it('keep the change version with them, in one value, and read it back', () => {
    const storage = memoryStorage();
    const kept = webSyncStorage('ana', storage);
    kept.saveTasks([task({ id: 'a', version: 7 })], 7);
    expect(kept.loadTasks()).toEqual({ tasks: [task({ id: 'a', version: 7 })], version: 7 });
    expect(storedVersion(storage, 'ana')).toBe(7);
    expect(storedVersion(storage, 'bob')).toBeUndefined();
  });

  it('read what an older client stored, a bare list, as tasks without a version', () => {
    const storage = memoryStorage();
    storage.setItem(syncStorageKeys('ana').tasks, JSON.stringify([task({ id: 'a' })]));
    expect(webSyncStorage('ana', storage).loadTasks()).toEqual({ tasks: [task({ id: 'a' })] });
    expect(storedVersion(storage, 'ana')).toBeUndefined();
  });

  it('hold no version before the first snapshot, and nothing unreadable', () => {
    const storage = memoryStorage();
    webSyncStorage('ana', storage).saveTasks([], undefined);
    expect(storedVersion(storage, 'ana')).toBeUndefined();
    storage.setItem(syncStorageKeys('bob').tasks, '{"version":"12","tasks":[]}');
    expect(storedVersion(storage, 'bob')).toBeUndefined();
    expect(webSyncStorage('bob', storage).loadTasks()).toEqual({ tasks: [] });
  });
});
