import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CHECKLIST_ITEM_LENGTH,
  MAX_CHECKLIST_ITEMS,
  MAX_TASK_NOTES_LENGTH,
  type ChecklistItem,
  type Task,
} from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';

const T0 = Date.UTC(2026, 10, 28, 9);
const items = (n: number, text = (i: number) => `step ${i}`): ChecklistItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `item-${i}`, text: text(i), done: i % 2 === 0 }));

describe('notes and a checklist on a task', () => {
  let clock = T0;
  let liveUrl: string;
  let device: LiveClient | undefined;
  const t = useTestApp({ now: () => clock });
  beforeAll(async () => {
    liveUrl = await listenForSockets(t.app);
  });
  afterEach(() => device?.socket.close());

  const patch = (user: SignedInUser, id: string, payload: object) =>
    user.inject({ method: 'PATCH', url: `/api/tasks/${id}`, payload });
  const find = async (user: SignedInUser, id: string) => (await listTasksAs(user)).find((task) => task.id === id);

  it('a new task has none; PATCH sets each whole, and every device hears the whole task', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'Plan the trip' });
    expect(task).toMatchObject({ notes: '', checklist: [] });
    device = await openLive(liveUrl, { cookie: user.cookie });
    await device.take('snapshot');

    clock += 1000;
    const notes = 'Book the train\n\nhttps://example.com/tickets  \n';
    const written = await patch(user, task.id, { notes });
    expect(written.statusCode).toBe(200);
    expect(written.json<Task>()).toMatchObject({ notes, checklist: [], updatedAt: clock });
    await device.until(() => device!.tasks.get(task.id)?.notes === notes, 'notes on the other device');

    const checklist = [
      { id: 'b', text: 'Pack', done: true },
      { id: 'a', text: '  Tickets  ', done: false },
    ];
    expect((await patch(user, task.id, { checklist })).statusCode).toBe(200);
    const expected = [checklist[0], { id: 'a', text: 'Tickets', done: false }];
    await device.until(
      () => JSON.stringify(device!.tasks.get(task.id)?.checklist) === JSON.stringify(expected),
      'checklist on the other device',
    );
    // Kept in the order sent, with the notes untouched by the checklist's PATCH.
    expect(await find(user, task.id)).toMatchObject({ notes, checklist: expected, text: 'Plan the trip' });

    expect((await patch(user, task.id, { notes: '', checklist: [] })).statusCode).toBe(200);
    expect(await find(user, task.id)).toMatchObject({ notes: '', checklist: [] });
  });

  it('takes the longest notes and the fullest checklist, in any script', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    // Four UTF-8 bytes each: well past the app's usual body limit, still within this route's.
    const notes = '😀'.repeat(MAX_TASK_NOTES_LENGTH);
    const checklist = items(
      MAX_CHECKLIST_ITEMS,
      (i) => `${i}${'🍎'.repeat(MAX_CHECKLIST_ITEM_LENGTH - String(i).length)}`,
    );
    const response = await patch(user, task.id, { notes, checklist });
    expect(response.statusCode, response.body).toBe(200);
    expect(await find(user, task.id)).toMatchObject({ notes, checklist });
  });

  it.each([
    { name: 'notes one character too long', body: { notes: 'x'.repeat(MAX_TASK_NOTES_LENGTH + 1) }, field: 'notes' },
    { name: 'notes with NUL', body: { notes: 'a\u0000b' }, field: 'notes' },
    { name: 'notes that are not text', body: { notes: 5 }, field: 'notes' },
    { name: 'one item too many', body: { checklist: items(MAX_CHECKLIST_ITEMS + 1) }, field: 'checklist' },
    {
      name: 'an item one character too long',
      body: { checklist: items(5, (i) => (i === 3 ? 'y'.repeat(MAX_CHECKLIST_ITEM_LENGTH + 1) : 'ok')) },
      field: 'checklist.3.text',
    },
    {
      name: 'an empty item',
      body: { checklist: items(2, (i) => (i === 1 ? '   ' : 'ok')) },
      field: 'checklist.1.text',
    },
    {
      name: 'an item without done',
      body: { checklist: [{ id: 'a', text: 'x' }] },
      field: 'checklist.0.done',
    },
    {
      name: 'a repeated id',
      body: { checklist: [...items(2), { id: 'item-0', text: 'again', done: false }] },
      field: 'checklist.2.id',
    },
    {
      name: 'an id with spaces',
      body: { checklist: [{ id: 'a b', text: 'x', done: false }] },
      field: 'checklist.0.id',
    },
    {
      name: 'an unknown key in an item',
      body: { checklist: [{ id: 'a', text: 'x', done: false, due: 1 }] },
      field: 'checklist.0',
    },
  ])('refuses $name with 400 naming $field, and changes nothing', async ({ body, field }) => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    expect((await patch(user, task.id, { notes: 'kept', checklist: items(1) })).statusCode).toBe(200);
    const before = await find(user, task.id);
    const response = await patch(user, task.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field,
      error: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
    });
    expect(await find(user, task.id)).toEqual(before);
  });

  it("another user's task is not found, and keeps its notes", async () => {
    const owner = await signUp(t.app);
    const task = await createTaskAs(owner);
    await patch(owner, task.id, { notes: 'mine' });
    const other = await signUp(t.app);
    expect((await patch(other, task.id, { notes: 'theirs', checklist: [] })).statusCode).toBe(404);
    expect((await find(owner, task.id))?.notes).toBe('mine');
  });

  // Undo in the web app sends the inverse through PATCH: the earlier notes and checklist, whole.
  it('undo: the inverse PATCH gives back the exact notes and checklist, on every device', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user);
    await patch(user, task.id, { notes: 'first draft', checklist: items(3) });
    const before = await find(user, task.id);
    device = await openLive(liveUrl, { cookie: user.cookie });
    await device.take('snapshot');

    clock += 1000;
    await patch(user, task.id, { notes: 'rewritten', checklist: items(1) });
    clock += 1000;
    const inverse = await patch(user, task.id, { notes: before!.notes, checklist: before!.checklist });
    expect(inverse.statusCode).toBe(200);
    const after = await find(user, task.id);
    const { updatedAt: _u, version: _v, ...rest } = after!;
    const { updatedAt: _bu, version: _bv, ...restBefore } = before!;
    expect(rest).toEqual(restBefore);
    await device.until(() => device!.tasks.get(task.id)?.version === after!.version, 'the inverse heard');
    expect(device.tasks.get(task.id)).toMatchObject({ notes: 'first draft', checklist: items(3) });
  });
});
