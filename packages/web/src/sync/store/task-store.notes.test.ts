import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TASK_NOTES_LENGTH, NOTES_OVERWRITE_WINDOW_MS } from '@dayflow/core';
import { webSyncStorage } from '../browser/sync-storage';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, memoryStorage, task, type Device } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const steps = [
  { id: 'one', text: 'Pack', done: true },
  { id: 'two', text: 'Tickets', done: false },
];

/** Every overwrite a device reports: whose notes were lost, and the task as it is now. */
function overwrites(d: Device) {
  const heard: { taskId: string; mine: string; theirs: string }[] = [];
  d.store.onNotesOverwritten(({ taskId, mine, task }) => heard.push({ taskId, mine, theirs: task.notes }));
  return heard;
}

describe('notes and a checklist in the task store', () => {
  it('shows them at once, saves them with one PATCH each, and every device gets them', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();

    expect(phone.store.actions.setNotes('a', 'Call first\nthen book')).toBe(true);
    expect(phone.store.actions.setChecklist('a', steps)).toBe(true);
    expect(phone.find('a')).toMatchObject({ notes: 'Call first\nthen book', checklist: steps });
    await flush();
    expect(server.requests.filter((r) => r.method === 'update').map((r) => r.body)).toEqual([
      { notes: 'Call first\nthen book' },
      { checklist: steps },
    ]);
    expect(laptop.find('a')).toMatchObject({ notes: 'Call first\nthen book', checklist: steps });
    expect(phone.tasks()).toEqual(server.list());

    // The same value again changes nothing and sends nothing.
    phone.store.actions.setNotes('a', 'Call first\nthen book');
    phone.store.actions.setChecklist(
      'a',
      steps.map((s) => ({ ...s })),
    );
    await flush();
    expect(server.requests.filter((r) => r.method === 'update')).toHaveLength(2);
  });

  it('refuses notes or a checklist the server would refuse, and queues nothing', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    expect(phone.store.actions.setNotes('a', 'x'.repeat(MAX_TASK_NOTES_LENGTH + 1))).toBe(false);
    expect(phone.store.actions.setChecklist('a', [...steps, { id: 'one', text: 'again', done: false }])).toBe(false);
    expect(phone.store.actions.setChecklist('a', [{ id: 'a', text: '  ', done: false }])).toBe(false);
    expect(phone.store.getState().status.pending).toBe(0);
    expect(phone.find('a')).toMatchObject({ notes: '', checklist: [] });
  });

  it('keeps notes written offline through a reload, and sends them once back online', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const storage = memoryStorage();
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    server.setReachable(false);
    await flush();
    first.store.actions.setNotes('a', 'written on the train');
    first.store.actions.setChecklist('a', steps);
    await flush();
    first.store.stop();

    // A reload while still offline: the device's copy and outbox bring both back.
    const second = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    expect(second.find('a')).toMatchObject({ notes: 'written on the train', checklist: steps });
    expect(second.store.getState().status.pending).toBe(2);

    server.setReachable(true);
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(server.tasks.get('a')).toMatchObject({ notes: 'written on the train', checklist: steps });
    expect(second.store.getState().status).toEqual({ state: 'live', pending: 0 });
    expect(second.tasks()).toEqual(server.list());
  });
});

describe('two devices writing the same notes: the later write wins, and the other says so', () => {
  it('the device whose saved notes another device wrote over is told, with its own text', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    const phoneHeard = overwrites(phone);
    const laptopHeard = overwrites(laptop);

    phone.store.actions.setNotes('a', 'phone text');
    await flush();
    vi.advanceTimersByTime(5_000);
    laptop.store.actions.setNotes('a', 'laptop text');
    await flush();

    expect(server.tasks.get('a')?.notes).toBe('laptop text');
    expect(phone.find('a')?.notes).toBe('laptop text');
    expect(phoneHeard).toEqual([{ taskId: 'a', mine: 'phone text', theirs: 'laptop text' }]);
    expect(laptopHeard).toEqual([]);

    // Told once: the next change to the task raises nothing more.
    laptop.store.actions.setCompleted('a', true);
    await flush();
    expect(phoneHeard).toHaveLength(1);
  });

  it('a device whose write is still unsent when the other arrives wins when it sends; the other is told', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    const phoneHeard = overwrites(phone);
    const laptopHeard = overwrites(laptop);

    laptop.store.actions.setNotes('a', 'laptop text');
    await flush();
    server.hold = true;
    phone.store.actions.setNotes('a', 'phone text'); // held: not yet at the server
    await flush();
    expect(phoneHeard).toEqual([]);
    server.hold = false;
    while (server.held.length > 0) {
      server.release();
      await flush();
    }
    await flush();

    expect(server.tasks.get('a')?.notes).toBe('phone text');
    expect(laptop.find('a')?.notes).toBe('phone text');
    expect(phoneHeard).toEqual([]);
    expect(laptopHeard).toEqual([{ taskId: 'a', mine: 'laptop text', theirs: 'phone text' }]);
  });

  it('an answer that comes after the newer write it lost to still tells', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    const phoneHeard = overwrites(phone);

    server.loseNextAnswers(1); // the phone's save lands, but its answer is lost and sent again later
    phone.store.actions.setNotes('a', 'phone text');
    await flush();
    laptop.store.actions.setNotes('a', 'laptop text');
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(server.tasks.get('a')?.notes).toBe('phone text'); // sent again after: the later write
    expect(phone.find('a')?.notes).toBe('phone text');
    expect(phoneHeard).toEqual([]);
  });

  it('an edit made on another device long after is an ordinary change, not an overwrite', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    const phoneHeard = overwrites(phone);
    phone.store.actions.setNotes('a', 'phone text');
    await flush();
    vi.advanceTimersByTime(NOTES_OVERWRITE_WINDOW_MS + 1);
    laptop.store.actions.setNotes('a', 'phone text, then more');
    await flush();
    expect(phone.find('a')?.notes).toBe('phone text, then more');
    expect(phoneHeard).toEqual([]);
  });
});
