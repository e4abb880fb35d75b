import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import {
  DETAILS_MARK_TEXTS,
  DETAILS_TEXTS,
  TEXTS,
  UPCOMING_TEXTS,
  addDays,
  localDateKey,
  type Task,
  type UpcomingRoutine,
} from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { createMemoryTaskStore } from '../../test/memory-task-store';
import { TaskStoreProvider, type TaskStore } from '../../sync';
import { loadDragKit } from '../drag/drag-root';
import { formatPlanDay } from '../../lib/time-zone';
import UpcomingScreen from './upcoming-screen';

const stores: TaskStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.restoreAllMocks();
});

const today = () => localDateKey(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const ahead = (days: number) => addDays(today(), days);

async function renderUpcoming(tasks: Task[] = [], routines: UpcomingRoutine[] = []) {
  // As the page does: the library is here before the days are drawn.
  await loadDragKit();
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <MemoryRouter>
      <TaskStoreProvider store={store}>
        <UpcomingScreen routines={routines} />
        <Toaster />
      </TaskStoreProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(store.getState().tasks).toHaveLength(tasks.length));
  return { store, server };
}

/** A day's column, found as a user finds it: by its heading. */
const day = (days: number) => {
  const label = formatPlanDay(ahead(days));
  const list = days === 0 ? TEXTS.sectionTitles.today : days === 1 ? TEXTS.sectionTitles.tomorrow : undefined;
  return within(screen.getByRole('region', { name: UPCOMING_TEXTS.dayHeading(label, list) }));
};
const announcer = () => document.querySelector('[id^="rfd-announcement-"]');
const openTexts = (scope: ReturnType<typeof day>) =>
  scope.queryAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));

describe('the Upcoming page', () => {
  it('groups Today, Tomorrow, each later day and Later beyond, with routines shown as repeats', async () => {
    const stretch: UpcomingRoutine = {
      id: 'r1',
      text: 'Stretch',
      priority: 'Low',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      paused: false,
      createdAt: Date.now(),
    };
    await renderUpcoming(
      [
        makeTask({ id: 'a', text: 'Write report', section: 'today' }),
        makeTask({ id: 'b', text: 'Water plants', section: 'tomorrow' }),
        makeTask({ id: 'c', text: 'Dentist', section: 'later', day: ahead(5) }),
        makeTask({ id: 'd', text: 'Renew passport', section: 'later', day: ahead(40) }),
        makeTask({ id: 'e', text: 'A thought', section: 'brainDump' }),
      ],
      [stretch],
    );
    expect(screen.getByRole('heading', { level: 1, name: UPCOMING_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1 + 14 + 1);
    expect(openTexts(day(0))).toEqual(['Write report']);
    expect(openTexts(day(1))).toEqual(['Water plants']);
    expect(openTexts(day(5))).toEqual(['Dentist']);
    expect(openTexts(day(3))).toEqual([]);
    expect(day(3).getByText(UPCOMING_TEXTS.emptyDay)).toBeInTheDocument();
    const later = within(screen.getByRole('region', { name: UPCOMING_TEXTS.laterHeading }));
    expect(openTexts(later)).toEqual(['Renew passport']);
    const brainDump = within(screen.getByRole('region', { name: UPCOMING_TEXTS.brainDumpHeading }));
    expect(brainDump.getByText(UPCOMING_TEXTS.brainDumpCount(1))).toBeInTheDocument();
    expect(brainDump.queryByText('A thought')).not.toBeInTheDocument();

    // Today's copy is made already (it is a task); every later day lists the routine's, read-only.
    expect(day(0).queryByRole('list', { name: UPCOMING_TEXTS.repeatsList(formatPlanDay(ahead(0))) })).toBeNull();
    const repeats = day(2).getByRole('list', { name: UPCOMING_TEXTS.repeatsList(formatPlanDay(ahead(2))) });
    expect(within(repeats).getByText('Stretch')).toBeInTheDocument();
    expect(within(repeats).getByText(UPCOMING_TEXTS.repeatMark)).toBeInTheDocument();
    expect(within(repeats).queryByRole('checkbox')).toBeNull();
  });

  it("opens a task's details from its row and from its menu, as the planner does", async () => {
    const user = userEvent.setup();
    await renderUpcoming([makeTask({ id: 'p', text: 'Pack the bags', section: 'tomorrow' })]);
    await user.click(day(1).getByRole('button', { name: DETAILS_MARK_TEXTS.open }));
    expect(await screen.findByRole('dialog', { name: DETAILS_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: DETAILS_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DETAILS_TEXTS.title })).toBeNull());

    await user.click(day(1).getByRole('button', { name: /More actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: DETAILS_MARK_TEXTS.open }));
    expect(await screen.findByRole('dialog', { name: DETAILS_TEXTS.title })).toBeInTheDocument();
  });

  it("heads each day with its weekday and date in the user's locale", async () => {
    const toLocale = Date.prototype.toLocaleDateString;
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (this: Date, _locale, options) {
      return toLocale.call(this, 'de-DE', options);
    });
    await renderUpcoming();
    const german = (key: string) =>
      new Date(`${key}T00:00:00Z`).toLocaleDateString('de-DE', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
    expect(screen.getByRole('heading', { level: 2, name: german(ahead(4)) })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: UPCOMING_TEXTS.dayHeading(german(ahead(0)), 'Today') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: UPCOMING_TEXTS.addFor(german(ahead(4))) })).toBeInTheDocument();
    // In German, "Do., 3. Dez." and the like: never the English day names.
    expect(german(ahead(4))).not.toMatch(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
  });

  // Typed key by key into three boxes: on a loaded machine that takes longer than the default.
  it(
    "adds from a day's own composer to Later with that day, to Tomorrow for tomorrow, and reads quick-add tokens",
    { timeout: 20_000 },
    async () => {
      const { server, store } = await renderUpcoming();
      const user = userEvent.setup();
      const composer = (days: number) =>
        day(days).getByRole('textbox', { name: UPCOMING_TEXTS.addFor(formatPlanDay(ahead(days))) });

      await user.type(composer(5), 'Dentist !h{Enter}');
      await waitFor(() => expect(openTexts(day(5))).toEqual(['Dentist']));
      expect(composer(5)).toHaveValue('');
      await user.type(composer(1), 'Water plants{Enter}');
      await user.type(composer(3), 'Someday #dump{Enter}');
      await screen.findByText('Added to Brain Dump');

      await waitFor(() => expect(store.getState().status.pending).toBe(0));
      const saved = [...server.tasks.values()].map(({ text, section, day: planned, priority }) => ({
        text,
        section,
        day: planned,
        priority,
      }));
      expect(saved).toEqual(
        expect.arrayContaining([
          { text: 'Dentist', section: 'later', day: ahead(5), priority: 'High' },
          { text: 'Water plants', section: 'tomorrow', day: null, priority: 'Medium' },
          { text: 'Someday', section: 'brainDump', day: null, priority: 'Medium' },
        ]),
      );
    },
  );

  it('moves a task within its day by keyboard through the store, as the planner does', async () => {
    const { store, server } = await renderUpcoming([
      makeTask({ id: 'a', text: 'Pay rent', section: 'later', day: ahead(4), order: 0 }),
      makeTask({ id: 'b', text: 'Book flights', section: 'later', day: ahead(4), order: 1 }),
    ]);
    const handle = day(4)
      .getAllByRole('button', { name: TEXTS.dragToMove })
      .find((el) => el.getAttribute('data-rfd-drag-handle-draggable-id') === 'a')!;
    act(() => handle.focus());
    // The library reads keyCode, as a browser sets it: Space lifts and drops, arrows move.
    const press = async (keyCode: number) => {
      fireEvent.keyDown(document.activeElement!, { keyCode });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    const label = formatPlanDay(ahead(4));
    await press(32);
    expect(announcer()).toHaveTextContent(`You picked up "Pay rent". It is at position 1 of 2 in ${label}.`);
    await press(40);
    expect(announcer()).toHaveTextContent(`Position 2 of 2 in ${label}.`);
    await press(32);
    expect(announcer()).toHaveTextContent(`You dropped "Pay rent" in ${label}, at position 2 of 2.`);
    // At once on screen (optimistic), then sent as a move within Later on its day.
    expect(openTexts(day(4))).toEqual(['Book flights', 'Pay rent']);
    await waitFor(() => expect(store.getState().status.pending).toBe(0));
    expect(server.requests.filter((r) => r.method === 'move')).toEqual([
      expect.objectContaining({
        id: 'a',
        body: expect.objectContaining({ section: 'later', index: 1, day: ahead(4) }),
      }),
    ]);
  });
});
