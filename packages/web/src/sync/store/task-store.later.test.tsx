import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskStoreProvider, useLaterByDay } from '..';
import { webSyncStorage } from '../browser/sync-storage';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { advance, T0, device, flush, memoryStorage, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const later = (id: string, day: string, order = 0) => task({ id, section: 'later', day, order });
const board = () => [
  task({ id: 'a', order: 0 }),
  later('dentist', '2026-05-28', 1024),
  later('rent', '2026-06-01'),
  later('bins', '2026-05-28', 0),
];

/** What a page of days to come would list, as text. */
function Days() {
  const days = useLaterByDay();
  return (
    <ul>
      {days.map(({ day, tasks }) => (
        <li key={day}>{`${day}: ${tasks.map((t) => t.text).join(', ')}`}</li>
      ))}
    </ul>
  );
}

describe('Later in the task store', () => {
  it('keeps Later tasks from the snapshot and the feed, grouped by day for a page of days', async () => {
    const server = new MemoryTaskServer(board());
    const phone = device(server);
    await flush();
    expect(phone.texts('later')).toEqual(expect.arrayContaining(['dentist', 'rent', 'bins']));

    render(
      <TaskStoreProvider store={phone.store}>
        <Days />
      </TaskStoreProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2026-05-28: bins, dentist',
      '2026-06-01: rent',
    ]);

    // The day start elsewhere brings the 28th's tasks to Tomorrow: they leave the page's days.
    const v = server.version;
    const arrived = ['bins', 'dentist'].map((id, i) => ({
      ...server.tasks.get(id)!,
      section: 'tomorrow' as const,
      day: null,
      order: i,
      version: v + 1,
    }));
    await act(async () => {
      server.send({ type: 'changes', upserts: arrived, deletes: [], since: v, version: v + 1 });
      await flush();
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026-06-01: rent']);
    expect(phone.texts('tomorrow')).toEqual(['bins', 'dentist']);
  });

  it('plans and re-plans offline, keeps it through a reload, and sends it with its day', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failed saves are logged
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const server = new MemoryTaskServer(board());
    const first = device(server, { storage: webSyncStorage('user-1', storage) });
    await flush();
    server.setReachable(false);
    await flush();

    first.store.actions.addTask({ text: 'Insurance', section: 'later', day: '2026-06-01' });
    first.store.actions.moveTask('a', 'later', 0, '2026-06-01');
    first.store.actions.moveTask('rent', 'later', 0, '2026-05-28');
    await flush();
    const seen = first.tasks();
    expect(seen.find((t) => t.id === 'a')).toMatchObject({ section: 'later', day: '2026-06-01' });
    first.store.stop();

    const second = device(server, { storage: webSyncStorage('user-1', storage), start: false });
    expect(second.tasks()).toEqual(seen);
    second.store.start();
    server.setReachable(true);
    await advance(1_000);
    expect(server.requests.map((r) => [r.method, r.id])).toEqual([
      ['create', undefined],
      ['move', 'a'],
      ['move', 'rent'],
    ]);
    expect(server.requests.map((r) => (r.body as { day?: string } | undefined)?.day)).toEqual([
      '2026-06-01',
      '2026-06-01',
      '2026-05-28',
    ]);
    expect(second.tasks()).toEqual(server.list());
    expect(server.list().find((t) => t.id === 'rent')).toMatchObject({
      section: 'later',
      day: '2026-05-28',
      order: -1024,
    });
  });

  it('moves a Later task to the board without its day, and undo’s inverse names the day again', async () => {
    const server = new MemoryTaskServer(board());
    const phone = device(server);
    await flush();
    phone.store.actions.moveTask('dentist', 'today', 0);
    await flush();
    expect(phone.find('dentist')).toMatchObject({ section: 'today', day: null });
    phone.store.actions.moveTask('dentist', 'later', 1, '2026-05-28');
    await flush();
    expect(server.list().find((t) => t.id === 'dentist')).toMatchObject({ section: 'later', day: '2026-05-28' });
    expect(
      server
        .list()
        .filter((t) => t.day === '2026-05-28')
        .sort((x, y) => x.order - y.order)
        .map((t) => t.id),
    ).toEqual(['bins', 'dentist']);
  });
});
