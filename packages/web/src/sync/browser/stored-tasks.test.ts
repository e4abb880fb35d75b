import { expect, it } from 'vitest';
import { hasStoredTasks, storedTasksKey } from './stored-tasks';
import { syncStorageKeys, webSyncStorage } from './sync-storage';

it('looks where the task store keeps its copy', () => {
  expect(storedTasksKey('ana')).toBe(syncStorageKeys('ana').tasks);
  localStorage.clear();
  expect(hasStoredTasks('ana', localStorage)).toBe(false);
  webSyncStorage('ana', localStorage).saveTasks([], 3);
  expect(hasStoredTasks('ana', localStorage)).toBe(true);
  expect(hasStoredTasks('bo', localStorage)).toBe(false);
  localStorage.clear();
});
