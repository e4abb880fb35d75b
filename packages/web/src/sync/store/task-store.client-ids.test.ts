import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskIdSchema } from '@dayflow/core';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a new task', () => {
  it('has its final id at once: the one the server keeps and every device shows', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    server.hold = true;

    phone.store.actions.addTask({ text: '  Buy milk  ', section: 'today' });

    const shown = phone.find('Buy milk')!;
    expect(shown).toMatchObject({ priority: 'Medium', section: 'today', completed: false, order: 1 });
    expect(TaskIdSchema.safeParse(shown.id).success).toBe(true);
    expect(shown.id[14]).toBe('7'); // UUIDv7: ids made later sort later
    expect(phone.store.getState().status).toEqual({ state: 'syncing', pending: 1 });

    server.release();
    await flush();
    expect(server.requests[0]?.body).toMatchObject({ id: shown.id, text: 'Buy milk' });
    expect(phone.find('Buy milk')?.id).toBe(shown.id);
    expect(laptop.find('Buy milk')).toEqual(server.tasks.get(shown.id));
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('takes changes made before its create is saved, sent in order under the same id', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 }), task({ id: 'x', section: 'tomorrow' })]);
    const phone = device(server);
    await flush();
    server.hold = true;

    phone.store.actions.addTask({ text: 'Call mum', section: 'today' });
    const id = phone.find('Call mum')!.id;
    phone.store.actions.setCompleted(id, true);
    phone.store.actions.setCompleted(id, false);
    phone.store.actions.editTask(id, { text: 'Call mum tonight', priority: 'High' });
    phone.store.actions.moveTask(id, 'tomorrow', 0);

    // Everything is visible before anything is saved, and only the create has been sent.
    expect(phone.find('Call mum tonight')).toMatchObject({ id, priority: 'High', section: 'tomorrow' });
    expect(phone.texts('tomorrow')).toEqual(['Call mum tonight', 'x']);
    expect(server.held.map((h) => h.request.method)).toEqual(['create']);

    server.hold = false;
    server.release();
    await flush();

    expect(server.requests.map((r) => [r.method, r.id, r.body])).toEqual([
      ['create', undefined, expect.objectContaining({ id, text: 'Call mum', section: 'today', priority: 'Medium' })],
      ['update', id, { completed: true }],
      ['update', id, { completed: false }],
      ['update', id, { text: 'Call mum tonight', priority: 'High' }],
      ['move', id, { section: 'tomorrow', index: 0 }],
    ]);
    expect(server.tasks.get(id)).toMatchObject({ text: 'Call mum tonight', section: 'tomorrow', order: -1024 });
    expect(phone.tasks()).toEqual(server.list());
  });

  it('shows once when the echo of its create arrives before the answer', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.addTask({ text: 'Once', section: 'today' });
    const id = phone.find('Once')!.id;
    await flush();

    server.held[0]!.commit(); // written and broadcast; our answer is still on its way
    await flush();
    expect(phone.tasks().map((t) => [t.id, t.text])).toEqual([[id, 'Once']]);
    expect(phone.find('Once')?.version).toBe(1); // the echo is applied at once: nothing waits
    server.held.shift()!.respond();
    await flush();
    expect(phone.tasks()).toEqual(server.list());
  });

  it('is deleted after its create even when the create was never sent, so undo can restore it', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.setCompleted('a', true); // occupies the line
    phone.store.actions.addTask({ text: 'Never mind', section: 'today' });
    const draft = phone.find('Never mind')!;
    phone.store.actions.deleteTask(draft.id);
    expect(phone.find('Never mind')).toBeUndefined();
    phone.store.actions.restoreTask(draft);
    expect(phone.texts()).toEqual(['a', 'Never mind']);

    server.hold = false;
    server.release();
    await flush();
    expect(server.requests.map((r) => [r.method, r.id])).toEqual([
      ['update', 'a'],
      ['create', undefined],
      ['remove', draft.id],
      ['restore', draft.id],
    ]);
    expect(phone.tasks()).toEqual(server.list());
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('creates an unsent task with its edited text instead of sending the edit separately', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.setCompleted('a', true);
    phone.store.actions.addTask({ text: 'Draft', section: 'today' });
    phone.store.actions.editTask(phone.find('Draft')!.id, { text: 'Final', priority: 'Low' });

    server.hold = false;
    server.release();
    await flush();
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ['update', { completed: true }],
      ['create', expect.objectContaining({ text: 'Final', priority: 'Low' })],
    ]);
    expect(phone.texts()).toContain('Final');
  });
});

describe('a create whose answer was lost (it may be saved)', () => {
  it('is sent again with the same id, and the server keeps one task', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    const laptop = device(server);
    await flush();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.loseNextAnswers(1);
    phone.store.actions.addTask({ text: 'Only once', section: 'today' });
    const id = phone.find('Only once')!.id;
    await flush();
    expect(phone.store.getState().status.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    const creates = server.requests.filter((r) => r.method === 'create');
    expect(creates.map((r) => (r.body as { id: string }).id)).toEqual([id, id]);
    expect(server.list().map((t) => [t.id, t.text])).toEqual([[id, 'Only once']]);
    expect(phone.tasks()).toEqual(server.list());
    expect(laptop.tasks()).toEqual(server.list());
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('is not rewritten by a later edit: the edit follows on its own', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.loseNextAnswers(1);
    phone.store.actions.addTask({ text: 'First words', section: 'today' });
    const id = phone.find('First words')!.id;
    await flush();
    phone.store.actions.editTask(id, { text: 'Second words', priority: 'Medium' });
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(server.list().map((t) => t.text)).toEqual(['Second words']);
    expect(phone.texts()).toEqual(['Second words']);
  });

  it('is not cancelled by a delete: the delete follows it', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.loseNextAnswers(1);
    phone.store.actions.addTask({ text: 'Regret', section: 'today' });
    const id = phone.find('Regret')!.id;
    await flush();
    phone.store.actions.deleteTask(id);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(server.tasks.size).toBe(0);
    expect(phone.texts()).toEqual([]);
  });
});

describe('actions that change nothing', () => {
  it('ignore blank text, unknown ids, same values and same-place moves', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    const before = phone.tasks();

    phone.store.actions.addTask({ text: '   \n ', section: 'today' });
    phone.store.actions.setCompleted('a', false);
    phone.store.actions.setCompleted('nope', true);
    phone.store.actions.editTask('a', { text: '  a ', priority: 'Medium' });
    phone.store.actions.editTask('a', { text: ' ', priority: 'High' });
    phone.store.actions.moveTask('b', 'today', 1);
    phone.store.actions.deleteTask('nope');

    expect(phone.tasks()).toBe(before);
    expect(phone.store.getState().status.pending).toBe(0);
    await flush();
    expect(server.requests).toEqual([]);
  });

  it('clamps a move index to the list and sends the position it lands on', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 }), task({ id: 'b', order: 1 })]);
    const phone = device(server);
    await flush();
    phone.store.actions.moveTask('a', 'today', 99);
    expect(phone.texts('today')).toEqual(['b', 'a']);
    await flush();
    expect(server.requests).toEqual([{ method: 'move', id: 'a', body: { section: 'today', index: 1 } }]);
  });
});
