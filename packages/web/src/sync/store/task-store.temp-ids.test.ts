import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTempId } from '@dayflow/core';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a new task before the server has answered', () => {
  it('shows at once under a temp id, then under the server id', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 })]);
    const phone = device(server);
    await flush();
    server.hold = true;

    phone.store.actions.addTask({ text: '  Buy milk  ', section: 'today' });

    const shown = phone.find('Buy milk');
    expect(shown).toMatchObject({ priority: 'Medium', section: 'today', completed: false, order: 1 });
    expect(isTempId(shown!.id)).toBe(true);
    expect(phone.store.getState().status).toEqual({ state: 'syncing', pending: 1 });

    server.release();
    await flush();
    expect(phone.find('Buy milk')?.id).toBe('srv-1');
    expect(phone.tasks().filter((t) => t.text === 'Buy milk')).toHaveLength(1);
    expect(phone.store.getState().status).toEqual({ state: 'live', pending: 0 });
  });

  it('replays a toggle, an edit and a move made meanwhile, with the real id and in order', async () => {
    const server = new MemoryTaskServer([task({ id: 'a', order: 0 }), task({ id: 'x', section: 'tomorrow' })]);
    const phone = device(server);
    await flush();
    server.hold = true;

    phone.store.actions.addTask({ text: 'Call mum', section: 'today' });
    const tempId = phone.find('Call mum')!.id;
    phone.store.actions.setCompleted(tempId, true);
    phone.store.actions.setCompleted(tempId, false);
    phone.store.actions.editTask(tempId, { text: 'Call mum tonight', priority: 'High' });
    phone.store.actions.moveTask(tempId, 'tomorrow', 0);

    // Everything is visible before anything is saved, and only the create has been sent.
    expect(phone.find('Call mum tonight')).toMatchObject({ id: tempId, priority: 'High', section: 'tomorrow' });
    expect(phone.texts('tomorrow')).toEqual(['Call mum tonight', 'x']);
    expect(server.held.map((h) => h.request.method)).toEqual(['create']);

    server.hold = false;
    server.release();
    await flush();

    expect(server.requests.map((r) => [r.method, r.id, r.body])).toEqual([
      ['create', undefined, expect.objectContaining({ text: 'Call mum', section: 'today', priority: 'Medium' })],
      ['update', 'srv-1', { completed: true }],
      ['update', 'srv-1', { completed: false }],
      ['update', 'srv-1', { text: 'Call mum tonight', priority: 'High' }],
      ['move', 'srv-1', { section: 'tomorrow', index: 0 }],
    ]);
    expect(server.tasks.get('srv-1')).toMatchObject({ text: 'Call mum tonight', section: 'tomorrow', order: -1024 });
    expect(phone.find('Call mum tonight')?.id).toBe('srv-1');
    expect(phone.texts('tomorrow')).toEqual(['Call mum tonight', 'x']);
  });

  it('accepts actions that still name the temp id after the real id arrived', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    phone.store.actions.addTask({ text: 'Stale row', section: 'today' });
    const tempId = phone.find('Stale row')!.id;
    await flush();
    expect(phone.find('Stale row')?.id).toBe('srv-1');

    phone.store.actions.setCompleted(tempId, true);
    await flush();
    expect(server.tasks.get('srv-1')?.completed).toBe(true);
  });

  it('sends a delete made while the create is in flight once the real id is known', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.addTask({ text: 'Oops', section: 'brainDump' });
    await flush(); // the create is now in flight
    phone.store.actions.deleteTask(phone.find('Oops')!.id);
    expect(phone.find('Oops')).toBeUndefined();

    server.hold = false;
    server.release();
    await flush();
    expect(server.requests.map((r) => [r.method, r.id])).toEqual([
      ['create', undefined],
      ['remove', 'srv-1'],
    ]);
    expect(server.tasks.size).toBe(0);
    expect(phone.find('Oops')).toBeUndefined();
  });

  it('cancels a create that was never sent, with everything queued behind it', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    await flush();
    server.hold = true;
    phone.store.actions.setCompleted('a', true); // occupies the line
    phone.store.actions.addTask({ text: 'Never mind', section: 'today' });
    const tempId = phone.find('Never mind')!.id;
    phone.store.actions.setCompleted(tempId, true);
    expect(phone.store.getState().status.pending).toBe(3);

    phone.store.actions.deleteTask(tempId);
    expect(phone.find('Never mind')).toBeUndefined();
    expect(phone.store.getState().status.pending).toBe(1);

    server.hold = false;
    server.release();
    await flush();
    expect(server.requests.map((r) => r.method)).toEqual(['update']);
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
  it('is not rewritten by a later edit: the edit follows on its own', async () => {
    const server = new MemoryTaskServer();
    const phone = device(server);
    await flush();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.loseNextAnswers(1);
    phone.store.actions.addTask({ text: 'First words', section: 'today' });
    const tempId = phone.find('First words')!.id;
    await flush();
    phone.store.actions.editTask(tempId, { text: 'Second words', priority: 'Medium' });
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
    const tempId = phone.find('Regret')!.id;
    await flush();
    phone.store.actions.deleteTask(tempId);
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
