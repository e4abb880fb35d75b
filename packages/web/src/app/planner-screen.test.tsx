import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BREAKPOINT_MD_PX, SECTIONS, TAB_BAR_HIDE_SCROLL_PX, TEXTS, type Task } from '@dayflow/core';
import { MemoryRouter, useLocation } from 'react-router';
import { PlannerScreen } from './planner-screen';
import { TaskStoreProvider } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { fakeMatchMedia } from '../test/match-media';

// On the real store and an in-memory server.

// Other features' pieces; they have their own tests and their own providers.
vi.mock('../shell/app-header', () => ({ AppHeader: () => <header>header</header> }));
vi.mock('../progress/progress-dock', () => ({ ProgressDock: () => null }));
vi.mock('../review/review-loaders', () => ({ EveningPrompt: () => null, EveningReviewLoader: () => null }));

const originalMatchMedia = window.matchMedia;

function setViewport(width: number) {
  window.matchMedia = fakeMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  });
}

/** Where the router is now, for the shortcut's test. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const stores: { stop(): void }[] = [];

/** The screen as it first renders, before the server's snapshot has come in. */
function renderConnecting(tasks: Task[] = [], url = '/planner') {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <MemoryRouter initialEntries={[url]}>
      <TaskStoreProvider store={store}>
        <PlannerScreen />
      </TaskStoreProvider>
      <LocationProbe />
    </MemoryRouter>,
  );
  return server;
}

async function renderScreen(tasks: Task[] = [], url = '/planner') {
  const server = renderConnecting(tasks, url);
  await waitFor(() => expect(server.connections).toBe(1));
  return server;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  window.matchMedia = originalMatchMedia;
  scrollTo(0);
});

describe('PlannerScreen on desktop', () => {
  it(`shows the sidebar and all three lists from ${BREAKPOINT_MD_PX} px`, async () => {
    setViewport(BREAKPOINT_MD_PX);
    await renderScreen([
      makeTask({ id: 'a', text: 'Today task' }),
      makeTask({ id: 'b', text: 'Idea', section: 'brainDump' }),
    ]);
    for (const section of SECTIONS) {
      expect(screen.getByRole('region', { name: TEXTS.sectionTitles[section] })).toBeInTheDocument();
    }
    const sidebar = screen.getByRole('complementary', { name: 'Overview' });
    expect(within(sidebar).getByRole('button', { name: /Today\s*1 open/ })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('the sidebar jumps to a list input', async () => {
    setViewport(1280);
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: /Tomorrow\s*0 open/ }));
    expect(screen.getByRole('textbox', { name: 'New task in Tomorrow' })).toHaveFocus();
  });
});

describe('PlannerScreen on mobile', () => {
  it('shows one list at a time, Today first, switched with the bottom tabs', async () => {
    setViewport(390);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // not in jsdom
    const user = userEvent.setup();
    await renderScreen([makeTask({ id: 'b', text: 'Idea', section: 'brainDump' })]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Brain', 'Today', 'Tomorrow']);
    expect(tabs.map((tab) => tab.dataset.section)).toEqual(['brainDump', 'today', 'tomorrow']);
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Brain' }));
    expect(screen.getByRole('region', { name: 'Brain Dump' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Idea' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Brain' })).toContainElement(screen.getByRole('region'));
    expect(scroll).toHaveBeenCalledWith({ top: 0 });

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tomorrow' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Tomorrow' })).toBeInTheDocument();
    scroll.mockRestore();
  });

  it(`hides the tab bar when scrolling down past ${TAB_BAR_HIDE_SCROLL_PX} px and shows it on scrolling up`, async () => {
    setViewport(390);
    await renderScreen();
    const bar = screen.getByRole('navigation', { name: 'Lists' });
    scrollTo(TAB_BAR_HIDE_SCROLL_PX - 10);
    expect(bar).toHaveAttribute('data-hidden', 'false');
    scrollTo(TAB_BAR_HIDE_SCROLL_PX + 40);
    expect(bar).toHaveAttribute('data-hidden', 'true');
    expect(bar).toHaveClass('translate-y-full');
    scrollTo(TAB_BAR_HIDE_SCROLL_PX + 100);
    expect(bar).toHaveAttribute('data-hidden', 'true');
    scrollTo(TAB_BAR_HIDE_SCROLL_PX + 90);
    expect(bar).toHaveAttribute('data-hidden', 'false');
  });
});

describe('sync status', () => {
  it('says nothing while live, "Syncing N" while saving, and "Offline" when unreachable', async () => {
    setViewport(1280);
    const user = userEvent.setup();
    const server = await renderScreen([
      makeTask({ id: 'a', text: 'Write report', order: 0 }),
      makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
      makeTask({ id: 'c', text: 'Book flights', order: 2 }),
    ]);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    // Three changes while the server holds the first one's answer.
    server.hold = true;
    for (const name of ['Write report', 'Reply to Sam', 'Book flights']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await waitFor(() => expect(status).toHaveTextContent('Syncing 3'));

    // One saved, the next one sent; then the server is cut off.
    act(() => server.release());
    await waitFor(() => expect(server.held).toHaveLength(1));
    act(() => server.setReachable(false));
    await waitFor(() => expect(status).toHaveTextContent('Offline · 2 changes kept on this device'));

    // Back: the held change goes through, the rest follows, and the live stream reconnects.
    server.setReachable(true);
    server.hold = false;
    act(() => server.release());
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 4000 });
    expect(server.connections).toBe(1);
    expect(server.list().every((task) => task.completed)).toBe(true);
  });

  it('shows placeholders instead of "No tasks yet" until the first snapshot', async () => {
    setViewport(1280);
    const server = renderConnecting();
    expect(server.connections).toBe(0);
    expect(screen.queryByText(TEXTS.emptyOpen)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(TEXTS.emptyOpen)).toHaveLength(3));
    expect(server.connections).toBe(1);
  });
});

describe("the installed app's shortcut 'Add a task to Today'", () => {
  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ])('opens /planner?add=today with the cursor in Today’s input, then drops the query (%s)', async (_, width) => {
    setViewport(width);
    await renderScreen([], '/planner?add=today');
    expect(screen.getByPlaceholderText(TEXTS.placeholders.today)).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/planner$/);
  });

  it('leaves the focus alone on a plain /planner', async () => {
    setViewport(1280);
    await renderScreen();
    expect(screen.getByPlaceholderText(TEXTS.placeholders.today)).not.toHaveFocus();
  });
});
