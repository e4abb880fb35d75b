import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RECENTLY_DELETED_TEXTS, type DeletedTask } from '@dayflow/core';
import { TaskStoreProvider, useTaskActions, useTasks } from '../sync';
import { useDeletedTasks } from './deleted-tasks-store';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { RecentlyDeleted } from './recently-deleted';

let userNo = 0;
let userId = '';

const NOW = Date.now();
const stops: (() => void)[] = [];
beforeEach(() => {
  userId = `user-${++userNo}`; // a fresh Recently deleted store per test
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

/** As the page composes it (app/trash-page.tsx). */
function List() {
  const { state, reload } = useDeletedTasks(userId);
  return (
    <RecentlyDeleted deleted={state} onRetry={reload} inLists={useTasks()} onRestore={useTaskActions().restoreTask} />
  );
}

function Today() {
  const today = useTasks().filter((t) => t.section === 'today');
  return <p data-testid="today">{today.map((t) => t.text).join(', ')}</p>;
}

/** A user with `open` tasks and `deleted` ones; GET /api/tasks/deleted answers with `answers` in turn. */
function setUp(answers: (() => Response)[]) {
  const open = [
    makeTask({ id: 'a', text: 'Write report', order: 0 }),
    makeTask({ id: 'c', text: 'Book flights', order: 2 }),
  ];
  const deleted: DeletedTask[] = [
    { ...makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }), deletedAt: NOW - 5 * 60_000 },
    { ...makeTask({ id: 'z', text: 'Old idea', section: 'brainDump' }), deletedAt: NOW - 3 * 86_400_000 },
  ];
  const { store, server } = createMemoryTaskStore(open);
  for (const { deletedAt: _, ...task } of deleted) server.deleted.set(task.id, task);
  stops.push(() => store.stop());
  const fetch = vi.fn(async () => (answers.shift() ?? (() => Response.json({ tasks: deleted })))());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <TaskStoreProvider store={store}>
        <List />
        <Today />
      </TaskStoreProvider>
    </MemoryRouter>,
  );
  return { server, deleted, fetch };
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('Recently deleted', () => {
  it('lists deleted tasks newest first, with their list and when they were deleted', async () => {
    setUp([]);
    expect(await screen.findByRole('heading', { name: RECENTLY_DELETED_TEXTS.title })).toBeInTheDocument();
    await screen.findByText('Reply to Sam');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Reply to Sam' + 'Today · Deleted 5 minutes ago'),
      expect.stringContaining('Old idea' + 'Brain Dump · Deleted 3 days ago'),
    ]);
  });

  it('Restore puts the task back in its place in its list, and saves it', async () => {
    const { server } = setUp([]);
    await screen.findByText('Reply to Sam');
    await waitFor(() => expect(screen.getByTestId('today')).toHaveTextContent('Write report, Book flights'));
    const row = rows()[0]!;
    await userEvent.click(within(row).getByRole('button', { name: RECENTLY_DELETED_TEXTS.restore }));
    expect(screen.getByTestId('today')).toHaveTextContent('Write report, Reply to Sam, Book flights');
    expect(screen.queryByText('Reply to Sam', { selector: 'li p' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.list().map((t) => t.text)).toEqual(['Write report', 'Reply to Sam', 'Book flights']),
    );
  });

  it('says when nothing was deleted', async () => {
    setUp([() => Response.json({ tasks: [] })]);
    expect(await screen.findByText(RECENTLY_DELETED_TEXTS.nothingDeleted)).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = setUp([() => Response.json({ error: 'Storage unavailable' }, { status: 503 })]);
    expect(await screen.findByText(RECENTLY_DELETED_TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: RECENTLY_DELETED_TEXTS.retry }));
    await screen.findByText('Reply to Sam');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
