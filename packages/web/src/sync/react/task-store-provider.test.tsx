import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskStoreProvider, useSyncStatus, useTaskActions, useTasks } from '..';
import { MemoryTaskServer } from '../../test/memory-task-server';
import { T0, device, flush, task } from '../../test/store-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hooks', () => {
  it('render the tasks and status, and re-render a tasks reader only when the tasks change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failed save below is logged
    const server = new MemoryTaskServer([task({ id: 'a', text: 'Stretch' })]);
    const phone = device(server);
    let listRenders = 0;
    function List() {
      listRenders++;
      const tasks = useTasks();
      return (
        <ul>
          {tasks.map((t) => (
            <li key={t.id}>
              {t.text}
              {t.completed ? ' (done)' : ''}
            </li>
          ))}
        </ul>
      );
    }
    function Status() {
      const { state, pending } = useSyncStatus();
      return <p>{`${state} ${pending}`}</p>;
    }
    function Done() {
      const { setCompleted } = useTaskActions();
      return <button onClick={() => setCompleted('a', true)}>done</button>;
    }
    render(
      <TaskStoreProvider store={phone.store}>
        <List />
        <Status />
        <Done />
      </TaskStoreProvider>,
    );
    await act(flush);
    expect(screen.getByText('live 0')).toBeInTheDocument();
    expect(screen.getByText('Stretch')).toBeInTheDocument();
    const rendersWhenLive = listRenders;

    // A status change alone (the server goes away) does not touch the list.
    await act(async () => {
      server.setReachable(false);
      await flush();
    });
    expect(screen.getByText('offline 0')).toBeInTheDocument();
    expect(listRenders).toBe(rendersWhenLive);

    act(() => screen.getByRole('button', { name: 'done' }).click());
    expect(screen.getByText('Stretch (done)')).toBeInTheDocument();
    expect(listRenders).toBe(rendersWhenLive + 1);
  });

  it('refuse to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useTasks();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/TaskStoreProvider/);
  });
});
