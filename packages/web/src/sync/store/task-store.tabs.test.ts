import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webSyncStorage } from '../browser/sync-storage';
import { FakeLocks } from '../../test/fake-locks';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, memoryStorage, task } from '../../test/store-harness';

// Claiming outboxes is loaded when a store starts; loaded here first, a claim settles within a flush.
beforeAll(() => import('../browser/claim-outbox'));
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** One browser: shared localStorage and locks; each tab has its own sessionStorage. */
function browser(server: MemoryTaskServer) {
  const local = memoryStorage();
  const locks = new FakeLocks();
  let ids = 0;
  const newId = () => `tab${++ids}`;
  return {
    local,
    locks,
    openTab: (session = memoryStorage(), start = true) => {
      const tab = device(server, { storage: webSyncStorage('user-1', local, { session, locks, newId }), start });
      return { ...tab, session, tabId: () => session.getItem('dayflow:tab-id')! };
    },
  };
}

describe('tabs of one user, offline', () => {
  it('keep their own outboxes; a tab opened later takes over those of closed tabs', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const chrome = browser(server);
    const first = chrome.openTab();
    const second = chrome.openTab();
    await flush();
    server.setReachable(false);
    await flush();
    first.store.actions.addTask({ text: 'From the first tab', section: 'today' });
    second.store.actions.addTask({ text: 'From the second tab', section: 'today' });
    second.store.actions.setCompleted('a', true);
    await flush();
    for (const tab of [first, second]) {
      tab.store.stop();
      chrome.locks.closeTab(tab.tabId());
    }

    const third = chrome.openTab();
    await flush();
    expect(third.texts()).toEqual(['a', 'From the first tab', 'From the second tab']);
    expect(third.find('a')?.completed).toBe(true);
    expect(third.store.getState().status.pending).toBe(3);

    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(server.list().map((t) => [t.text, t.completed])).toEqual([
      ['a', true],
      ['From the first tab', false],
      ['From the second tab', false],
    ]);
    expect(chrome.local.length).toBe(1); // only the cached tasks are left
  });

  it('never take over the outbox of a tab that is still open', async () => {
    const server = new MemoryTaskServer();
    const chrome = browser(server);
    const first = chrome.openTab();
    await flush();
    server.setReachable(false);
    first.store.actions.addTask({ text: 'Still mine', section: 'today' });
    await flush();

    const second = chrome.openTab();
    await flush();
    expect(second.texts()).toEqual([]);
    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(server.requests.filter((r) => r.method === 'create')).toHaveLength(1);
    expect(second.texts()).toEqual(['Still mine']); // saved by the first tab, heard live
  });

  it('a reloaded tab finds its own outbox at once; a duplicated tab leaves it to the original', async () => {
    const server = new MemoryTaskServer();
    const chrome = browser(server);
    const tab = chrome.openTab();
    await flush();
    server.setReachable(false);
    tab.store.actions.addTask({ text: 'Pending', section: 'today' });
    await flush();

    // "Duplicate tab" copies sessionStorage, so the copy starts with the same tab id.
    const copiedSession = memoryStorage();
    copiedSession.setItem('dayflow:tab-id', tab.tabId());
    const duplicate = chrome.openTab(copiedSession);
    await flush();
    expect(duplicate.tabId()).not.toBe(tab.tabId());
    expect(duplicate.store.getState().status.pending).toBe(0);

    // The reload: same session, and the old page's lock is gone.
    tab.store.stop();
    chrome.locks.closeTab(tab.tabId());
    const reloaded = chrome.openTab(tab.session, false);
    expect(reloaded.texts()).toEqual(['Pending']);
    reloaded.store.start();
    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(server.requests.filter((r) => r.method === 'create')).toHaveLength(1);
    expect(duplicate.texts()).toEqual(['Pending']);
  });
});
