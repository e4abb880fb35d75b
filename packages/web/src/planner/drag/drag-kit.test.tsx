import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SECTIONS, TEXTS } from '@dayflow/core';
import { onDemand } from '../../lib/on-demand';
import { TaskStoreProvider, useTasks, type TaskStore } from '../../sync';
import { createMemoryTaskStore } from '../../test/memory-task-store';
import { makeTask } from '../../test/make-task';
import { PlannerBoard } from '../planner-board';
import { DragPartsSource } from './drag-kit';
import type { DragParts } from './drag-parts-types';
import { LIBRARY_PARTS } from './library-parts';

const stores: TaskStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={SECTIONS} loading={false} />;
}

/** A board whose drag library arrives only when the test says so (and not before it is asked for). */
async function renderLateBoard() {
  let arrive = () => {};
  const fetch = vi.fn(() => new Promise<DragParts>((resolve) => (arrive = () => resolve(LIBRARY_PARTS))));
  const { store } = createMemoryTaskStore([
    makeTask({ id: 'a', text: 'Water plants', section: 'today', order: 0 }),
    makeTask({ id: 'b', text: 'Call Ana', section: 'today', order: 1 }),
    makeTask({ id: 'c', text: 'Paid rent', section: 'today', order: 2, completed: true }),
  ]);
  stores.push(store);
  render(
    <MemoryRouter>
      <DragPartsSource value={onDemand(fetch)}>
        <TaskStoreProvider store={store}>
          <Board />
        </TaskStoreProvider>
      </DragPartsSource>
    </MemoryRouter>,
  );
  await screen.findByText('Call Ana');
  // First lets React run what the intent set off (the fetch), then lets the code arrive.
  const arriveNow = async () => {
    await act(async () => {});
    await act(async () => arrive());
  };
  return { fetch, arrive: arriveNow };
}

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const handleOf = (text: string) =>
  within(today().getByRole('checkbox', { name: text }).closest('li')!).getByRole('button', { name: TEXTS.dragToMove });
const withLibrary = () => handleOf('Water plants').hasAttribute('data-rfd-drag-handle-draggable-id');

describe('the drag library, mounted after the first paint', { timeout: 20_000 }, () => {
  it('draws the lists without it, with the same focusable handles, and fetches it at the first intent', async () => {
    const { fetch } = await renderLateBoard();
    expect(withLibrary()).toBe(false);
    expect(handleOf('Water plants')).toHaveAttribute('tabindex', '0');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.pointerMove(document.body);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits while a task is being typed, then keeps it, focus and an open Completed section', async () => {
    const user = userEvent.setup();
    const { arrive } = await renderLateBoard();
    await user.click(today().getByRole('button', { name: TEXTS.completedHeading(1) }));
    const input = today().getByRole('textbox', { name: 'New task in Today' });
    await user.type(input, 'Buy bread !h');
    await arrive();
    // Typing: a remount mid-word would swap the field under the keyboard.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(withLibrary()).toBe(false);
    expect(today().getByRole('textbox', { name: 'New task in Today' })).toBe(input);

    await user.tab(); // leaving the field lets the library in
    await waitFor(() => expect(withLibrary()).toBe(true));
    const after = today().getByRole('textbox', { name: 'New task in Today' });
    expect(after).not.toBe(input); // mounted again, inside the library's context
    expect(after).toHaveValue('Buy bread !h');
    expect(after).not.toHaveFocus();
    expect(document.activeElement).not.toBe(document.body); // focus is where Tab put it
    expect(today().getByRole('button', { name: TEXTS.completedHeading(1) })).toHaveAttribute('aria-expanded', 'true');
    expect(today().getByText('Paid rent')).toBeInTheDocument();
    // And typing simply goes on.
    await user.click(after);
    await user.keyboard('{End}{Enter}');
    expect(today().getByRole('checkbox', { name: 'Buy bread' })).toBeInTheDocument();
  });

  it('replays Space pressed on a handle before it came, so the keyboard drag starts', async () => {
    const { arrive } = await renderLateBoard();
    const handle = handleOf('Call Ana');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await arrive();
    await waitFor(() => expect(withLibrary()).toBe(true));
    expect(handleOf('Call Ana')).toHaveFocus();
    await waitFor(() =>
      expect(document.querySelector('[id^="rfd-announcement-"]')).toHaveTextContent('You picked up "Call Ana"'),
    );
  });

  it('waits while a menu is open or a pointer is held down, then puts focus back', async () => {
    const user = userEvent.setup();
    const { arrive } = await renderLateBoard();
    const row = today().getByRole('checkbox', { name: 'Call Ana' }).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await arrive();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(withLibrary()).toBe(false);
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerDown(document.body, { pointerId: 7 });
    await user.keyboard('{Escape}');
    within(row).getByRole('button', { name: 'More actions' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(withLibrary()).toBe(false);
    fireEvent.pointerUp(document.body, { pointerId: 7 });
    await waitFor(() => expect(withLibrary()).toBe(true));
    // Focus was on More actions: the swap put it back on the new one.
    const again = today().getByRole('checkbox', { name: 'Call Ana' }).closest('li')!;
    expect(within(again).getByRole('button', { name: 'More actions' })).toHaveFocus();
  });
});
