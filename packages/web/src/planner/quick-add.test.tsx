import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_TEXTS, QUICK_ADD_TEXTS, SECTIONS, TEXTS, type Task } from '@dayflow/core';
import { LazyToaster } from '../components/toaster';
import { TaskStoreProvider, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { PlannerBoard } from './planner-board';
import { whenDragReady } from '../test/render-board';
import { formatPlanDay, formatReminderTime } from '../lib/time-zone';
import { MemoryRouter } from 'react-router';
import { toast } from '../lib/toast';

// On the real store and an in-memory server: what is asserted is what the server ends up with.

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.useRealTimers();
  toast.remove(); // the toast library keeps its toasts from one test to the next
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={SECTIONS} loading={false} />;
}

async function renderPlanner(tasks: Task[] = []) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  // In a router, as in the app: a planned task's toast links to the days ahead.
  render(
    <MemoryRouter>
      <TaskStoreProvider store={store}>
        <Board />
        <LazyToaster />
      </TaskStoreProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(server.connections).toBe(1));
  await whenDragReady();
  return { server };
}

const list = (title: string) => within(screen.getByRole('region', { name: title }));
const composer = (title: string) => list(title).getByRole('textbox', { name: `New task in ${title}` });
const chips = (title: string) =>
  list(title)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ul')?.getAttribute('aria-label') === QUICK_ADD_TEXTS.chips)
    .map((chip) => chip.textContent);
const onServer = (server: { list(): Task[] }, text: string) => server.list().find((task) => task.text === text);

describe('quick-add syntax in a composer', () => {
  it('shows chips while typing, then adds with the typed priority to the typed list', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Pay rent !h #tomorrow');
    expect(chips('Today')).toEqual(['High priority', 'To Tomorrow']);
    expect(list('Today').getByRole('radio', { name: 'High' })).toBeChecked();

    await user.keyboard('{Enter}');
    expect(composer('Today')).toHaveValue('');
    expect(chips('Today')).toEqual([]);
    expect(list('Tomorrow').getByRole('checkbox', { name: 'Pay rent' })).toBeInTheDocument();
    expect(await screen.findByText(QUICK_ADD_TEXTS.addedTo('Tomorrow'), {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(onServer(server, 'Pay rent')).toMatchObject({ section: 'tomorrow', priority: 'High' }));
  });

  it('keeps an escaped token as text, and a token glued to a word is text too', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Brain Dump'), 'Read \\#today news about email!h{Enter}');
    await waitFor(() =>
      expect(onServer(server, 'Read #today news about email!h')).toMatchObject({
        section: 'brainDump',
        priority: 'Medium',
      }),
    );
  });

  it('takes a token out of the text with the × on its chip', async () => {
    const user = userEvent.setup();
    await renderPlanner();
    await user.type(composer('Today'), 'Call Ada !l tonight');
    await user.click(list('Today').getByRole('button', { name: QUICK_ADD_TEXTS.remove('Low priority') }));
    expect(composer('Today')).toHaveValue('Call Ada tonight');
    expect(composer('Today')).toHaveFocus();
    expect(list('Today').getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('lets a choice in the priority picker replace a typed priority', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Water plants !h');
    await user.click(list('Today').getByText('Low', { exact: true }));
    expect(composer('Today')).toHaveValue('Water plants');
    await user.type(composer('Today'), '{Enter}');
    await waitFor(() => expect(onServer(server, 'Water plants')).toMatchObject({ priority: 'Low', section: 'today' }));
  });

  it('keeps token-like words of a saved task when it is edited, and a typed list moves it', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner([makeTask({ id: 'a', text: 'Ship !h build', priority: 'Low' })]);
    const editIt = async () => {
      await user.click(list('Today').getByRole('button', { name: 'More actions' }));
      await user.click(await screen.findByRole('menuitem', { name: TEXTS.edit }));
    };
    await editIt();
    const field = list('Today').getByRole('textbox', { name: 'Edit task in Today' });
    expect(field).toHaveValue('Ship \\!h build');
    await user.type(field, ' now{Enter}');
    await waitFor(() => expect(onServer(server, 'Ship !h build now')).toMatchObject({ priority: 'Low' }));

    await editIt();
    await user.type(list('Today').getByRole('textbox', { name: 'Edit task in Today' }), ' #dump{Enter}');
    await waitFor(() => expect(server.list()[0]).toMatchObject({ text: 'Ship !h build now', section: 'brainDump' }));
    expect(list('Brain Dump').getByRole('checkbox', { name: 'Ship !h build now' })).toBeInTheDocument();
  });
});

describe('planning by typing', () => {
  // Thursday 26 November 2026, 10:36 on this machine's clock, in its own zone (as the device's).
  const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
  const at1036 = () => vi.useFakeTimers({ now: local(26, 10, 36), toFake: ['Date'] });
  const time = (at: Date) => formatReminderTime(at.toISOString());
  const dec3At10 = new Date(2026, 11, 3, 10);

  it('@tomorrow 9:00 typed in Today puts the task in Tomorrow, and its chip says the day', async () => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Submit timesheet @tomorrow 9:00');
    expect(chips('Today')).toEqual([QUICK_ADD_TEXTS.reminder(`Tomorrow ${time(local(27, 9))}`, false)]);
    await user.keyboard('{Enter}');
    expect(list('Tomorrow').getByRole('checkbox', { name: 'Submit timesheet' })).toBeInTheDocument();
    expect(list('Tomorrow').getByRole('img', { name: `Reminder Tomorrow ${time(local(27, 9))}` })).toBeVisible();
    expect(await screen.findByText(QUICK_ADD_TEXTS.addedTo('Tomorrow'), {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(onServer(server, 'Submit timesheet')).toMatchObject({
        section: 'tomorrow',
        remindAt: local(27, 9).toISOString(),
      }),
    );
  });

  it('@9:00 typed after nine means tomorrow and lands in Tomorrow; @15:00 stays today', async () => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Stand-up @9:00');
    expect(chips('Today')).toEqual([QUICK_ADD_TEXTS.reminder(`Tomorrow ${time(local(27, 9))}`, false)]);
    await user.keyboard('{Enter}');
    await user.type(composer('Today'), 'Lunch @15:00');
    expect(chips('Today')).toEqual([QUICK_ADD_TEXTS.reminder(time(local(26, 15)), true)]);
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(onServer(server, 'Stand-up')).toMatchObject({ section: 'tomorrow', remindAt: local(27, 9).toISOString() });
      expect(onServer(server, 'Lunch')).toMatchObject({ section: 'today', remindAt: local(26, 15).toISOString() });
    });
  });

  it('a weekday is never today: #fri on a Thursday goes to Tomorrow, #thu is next week', async () => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Brain Dump'), 'Bins #fri');
    expect(chips('Brain Dump')).toEqual(['To Tomorrow']);
    await user.keyboard('{Enter}');
    await user.type(composer('Today'), 'Dentist #thu @10:00');
    expect(chips('Today')).toEqual([
      QUICK_ADD_TEXTS.day(formatPlanDay('2026-12-03')),
      QUICK_ADD_TEXTS.reminder(
        `${dec3At10.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time(dec3At10)}`,
        false,
      ),
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(onServer(server, 'Bins')).toMatchObject({ section: 'tomorrow' });
      // A day after tomorrow waits in Later, with its day and its reminder.
      expect(onServer(server, 'Dentist')).toMatchObject({
        section: 'later',
        day: '2026-12-03',
        remindAt: dec3At10.toISOString(),
      });
    });
  });

  it.each([
    ['#fri', 'Today', '2026-11-27', 'tomorrow'],
    ['#dec3', 'Brain Dump', '2026-12-03', 'later'],
    ['#3dec', 'Tomorrow', '2026-12-03', 'later'],
    ['#next-week', 'Today', '2026-11-30', 'later'],
    ['#in3d', 'Tomorrow', '2026-11-29', 'later'],
    ['@fri 10:00', 'Today', '2026-11-27', 'tomorrow'],
    ['@mon 10:00', 'Brain Dump', '2026-11-30', 'later'],
  ])('%s typed in %s plans the task for %s (%s)', async (token, from, day, section) => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer(from), `Renew passport ${token}{Enter}`);
    await waitFor(() =>
      expect(onServer(server, 'Renew passport')).toMatchObject(
        section === 'later' ? { section, day } : { section, day: null },
      ),
    );
    if (section === 'later') {
      expect(screen.queryByRole('checkbox', { name: 'Renew passport' })).not.toBeInTheDocument();
      expect(
        await screen.findByText(PLAN_TEXTS.plannedFor(formatPlanDay(day)), {}, { timeout: 3000 }),
      ).toBeInTheDocument();
    }
  });

  it('says where a planned task went, with a link to the days ahead', async () => {
    at1036();
    const user = userEvent.setup();
    await renderPlanner();
    await user.type(composer('Today'), 'Dentist #thu{Enter}');
    const toast = (await screen.findByText(PLAN_TEXTS.plannedFor(formatPlanDay('2026-12-03')), {}, { timeout: 3000 }))
      .parentElement!;
    expect(within(toast).getByRole('link', { name: PLAN_TEXTS.openUpcoming })).toHaveAttribute('href', '/upcoming');
    expect(list('Today').queryByRole('checkbox', { name: 'Dentist' })).not.toBeInTheDocument();
  });

  it('a day in an edit plans the task for it, in Later, with its day', async () => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner([makeTask({ id: 'a', text: 'Call Ada', section: 'today' })]);
    await user.click(list('Today').getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: TEXTS.edit }));
    await user.type(list('Today').getByRole('textbox', { name: 'Edit task in Today' }), ' #dec3{Enter}');
    await waitFor(() =>
      expect(server.list()[0]).toMatchObject({ text: 'Call Ada', section: 'later', day: '2026-12-03' }),
    );
    expect(list('Today').queryByRole('checkbox', { name: 'Call Ada' })).not.toBeInTheDocument();
  });

  it('@fri 10:00 in an edit plans the task for Friday (tomorrow here)', async () => {
    at1036();
    const user = userEvent.setup();
    const { server } = await renderPlanner([makeTask({ id: 'a', text: 'Call Ada', section: 'today' })]);
    await user.click(list('Today').getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: TEXTS.edit }));
    await user.type(list('Today').getByRole('textbox', { name: 'Edit task in Today' }), ' @fri 10:00{Enter}');
    await waitFor(() =>
      expect(server.list()[0]).toMatchObject({
        text: 'Call Ada',
        section: 'tomorrow',
        remindAt: local(27, 10).toISOString(),
      }),
    );
  });
});
