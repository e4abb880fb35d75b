import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONFETTI_PARTICLES,
  CONFETTI_SPREAD,
  DAY_ROLLOVER_CHECK_MS,
  SUCCESS_SOUND_VOLUME,
  TEXTS,
  VIBRATION_MS,
  type Task,
} from '@dayflow/core';
import { TaskStoreProvider, type TaskStore } from '../sync';
import { dailyGoalStore } from './goal/goal-store';
import { toast } from '../lib/toast';
import { createMemoryTaskStore, type MemoryTaskServer } from '../test/memory-task-store';
import { PROGRESS_LABELS } from './progress-labels';
import { ProgressDock } from './progress-dock';
// Loaded up front so the lazy panel resolves without waiting on a real import.
import './progress-panel';

// The tasks come from the real store on an in-memory server; goal and streak from a faked fetch.
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: 'user-1', email: 'a@example.test', displayName: 'A', photoURL: null }),
}));

const confetti = vi.hoisted(() => {
  const fire = vi.fn(() => Promise.resolve());
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confetti.create } }));

const sounds = vi.hoisted(() => [] as { src: string; volume: number; play: () => Promise<void> }[]);
class FakeAudio {
  volume = 1;
  play = vi.fn(() => Promise.resolve());
  constructor(public src: string) {
    sounds.push(this);
  }
}

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };
let routes: Record<string, Handler>;
const requests: { key: string; body: unknown }[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let taskSeq = 0;
function task(completed: boolean, at = Date.now()): Task {
  taskSeq += 1;
  return {
    id: `t${taskSeq}`,
    text: `Task ${taskSeq}`,
    priority: 'Medium',
    section: 'today',
    completed,
    order: taskSeq,
    createdAt: at - 60_000,
    updatedAt: at,
    notes: '',
    checklist: [],
  };
}
const doneTasks = (n: number) => Array.from({ length: n }, () => task(true));

/** Lets fetch promises and React state settle. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const stores: TaskStore[] = [];

/** The dock on the real store, before the live stream has connected (see renderDock). */
function renderDockConnecting(tasks: Task[]) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  const dock = (
    <TaskStoreProvider store={store}>
      <ProgressDock />
      <Toaster />
    </TaskStoreProvider>
  );
  const view = render(dock);
  return { ...view, store, server, rerender: () => view.rerender(dock) };
}

/** The dock with the server's tasks in. */
async function renderDock(tasks: Task[] = []) {
  const dock = renderDockConnecting(tasks);
  await vi.waitFor(() => expect(dock.server.connections).toBe(1));
  return dock;
}

/** Completes (or reopens) a task through the store, as a tick in the planner does. */
const setCompleted = (store: TaskStore, id: string, completed = true) =>
  act(() => store.actions.setCompleted(id, completed));

/** Waits until the server holds the task as the store shows it. */
const savedAs = (server: MemoryTaskServer, id: string, completed: boolean) =>
  vi.waitFor(() => expect(server.tasks.get(id)?.completed).toBe(completed));

/** A goal another device set, as the live stream hands it to the goal's owner. */
const announce = (goal: number) => act(() => dailyGoalStore('user-1').announce(goal));

const button = () => screen.getByRole('button', { name: /^Daily Productivity:/ });

beforeEach(() => {
  sounds.length = 0;
  requests.length = 0;
  confetti.fire.mockClear();
  confetti.create.mockClear();
  localStorage.clear();
  vi.stubGlobal('Audio', FakeAudio);
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(() => true), configurable: true });
  routes = {
    'GET /api/goal': () => ({ status: 200, body: { dailyGoal: 5 } }),
    'PUT /api/goal': (init) => ({ status: 200, body: JSON.parse(String(init?.body)) }),
    'POST /api/streak/activity': () => ({ status: 200, body: { count: 2, lastActive: '2026-06-15', event: 'next' } }),
    'GET /api/streak': () => ({ status: 200, body: { count: 2, lastActive: '2026-06-15' } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[key];
      if (!handler) return json(404, { error: 'no route' });
      const { status, body } = handler(init);
      return json(status, body);
    }),
  );
});

afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Toasts live in the library's store, not in the rendered tree: one test's must not reach the next.
  toast.remove();
});

describe('ProgressDock celebration', () => {
  it('celebrates once when the fifth task of five is completed, and not again while it stays complete', async () => {
    const fifth = task(false);
    const { store, server, rerender } = await renderDock([...doneTasks(4), fifth]);
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(80));
    expect(confetti.fire).not.toHaveBeenCalled();

    setCompleted(store, fifth.id);
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(100));
    // The confetti code arrives on demand: wait for it rather than for a number of turns.
    await vi.waitFor(() => expect(confetti.fire).toHaveBeenCalled());
    await settle();
    expect(confetti.create).toHaveBeenCalledExactlyOnceWith(expect.any(HTMLCanvasElement), {
      useWorker: true,
      resize: true,
    });
    expect(confetti.fire).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ particleCount: CONFETTI_PARTICLES, spread: CONFETTI_SPREAD }),
    );
    expect(sounds).toHaveLength(1);
    expect(sounds[0]!.src).toMatch(/\/sounds\/success\.wav$/);
    expect(sounds[0]!.volume).toBe(SUCCESS_SOUND_VOLUME);
    expect(sounds[0]!.play).toHaveBeenCalledOnce();
    expect(navigator.vibrate).toHaveBeenCalledExactlyOnceWith(VIBRATION_MS);
    // The canvas is gone once the confetti has fallen.
    expect(document.querySelector('canvas')).toBeNull();

    // A sixth, done on another device, and renders that change nothing.
    act(() => server.writeElsewhere(task(true)));
    rerender();
    rerender();
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(100));
    expect(confetti.fire).toHaveBeenCalledOnce();
    expect(sounds).toHaveLength(1);
    await savedAs(server, fifth.id, true);
  });

  it('celebrates again after dropping below the goal and crossing it once more', async () => {
    const first = task(true);
    const fifth = task(false);
    const { store, server } = await renderDock([first, ...doneTasks(3), fifth]);
    await settle();
    setCompleted(store, fifth.id);
    await settle();
    setCompleted(store, first.id, false); // Undo
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(80));
    setCompleted(store, first.id);
    await settle();
    await vi.waitFor(() => expect(confetti.fire).toHaveBeenCalledTimes(2));
    await settle();
    expect(confetti.fire).toHaveBeenCalledTimes(2);
    expect(sounds).toHaveLength(2);
    await savedAs(server, first.id, true);
    await savedAs(server, fifth.id, true);
  });

  it.each([
    { order: 'the goal while still connecting, then the tasks', goalFirst: true },
    { order: 'the tasks, then the goal (from the cached 8 to the server’s 3: 38 % → 100 %)', goalFirst: false },
  ])('stays quiet when the day is already complete on load, as $order arrive', async ({ goalFirst }) => {
    routes['GET /api/goal'] = () => ({ status: 200, body: { dailyGoal: 3 } });
    localStorage.setItem('dayflow.goal.user-1', '8');
    let answerGoal = () => {};
    if (!goalFirst) {
      const realFetch = globalThis.fetch;
      const goalHeld = new Promise<void>((resolve) => (answerGoal = resolve));
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          if (url === '/api/goal' && (init?.method ?? 'GET') === 'GET') await goalHeld;
          return realFetch(url, init);
        }),
      );
    }
    const { store, server } = renderDockConnecting(doneTasks(3));
    // Goal first: the live stream is held back (still 'connecting') until the goal has come in.
    if (goalFirst) store.stop();
    await settle();
    if (goalFirst) {
      expect(server.connections).toBe(0);
      act(() => store.start());
    }
    await vi.waitFor(() => expect(server.connections).toBe(1));
    await settle();
    answerGoal();
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(100));
    await settle();
    expect(confetti.fire).not.toHaveBeenCalled();
    expect(sounds).toHaveLength(0);
  });

  it('skips confetti when the user prefers reduced motion, but still plays the sound', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    try {
      const fifth = task(false);
      const { store } = await renderDock([...doneTasks(4), fifth]);
      await settle();
      setCompleted(store, fifth.id);
      await settle();
      expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(100));
      expect(confetti.fire).not.toHaveBeenCalled();
      expect(sounds).toHaveLength(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('warns only when confetti fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    confetti.create.mockImplementationOnce(() => {
      throw new Error('worker blocked');
    });
    const fifth = task(false);
    const { store } = await renderDock([...doneTasks(4), fifth]);
    await settle();
    setCompleted(store, fifth.id);
    await settle();
    expect(warn).toHaveBeenCalledWith('Confetti could not run:', expect.any(Error));
    expect(document.querySelector('canvas')).toBeNull();
    expect(sounds).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('ProgressDock goal, streak and panel', () => {
  it('opens the panel with the message, count and milestones, and updates them as tasks complete', async () => {
    const user = userEvent.setup();
    const [second, third] = [task(false), task(false)];
    const { store, server } = await renderDock([...doneTasks(1), second, third]);
    await settle();
    await user.click(button());
    const dialog = await screen.findByRole('dialog', { name: TEXTS.dailyProductivity });
    expect(within(dialog).getByText(TEXTS.motivation.started)).toBeInTheDocument();
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(1, 5))).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(dialog).getByRole('region', { name: TEXTS.productivityStreak })).toHaveTextContent('2 days');

    setCompleted(store, second.id);
    setCompleted(store, third.id);
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(3, 5))).toBeInTheDocument();
    expect(within(dialog).getByText(TEXTS.motivation.almost)).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.reached)).toEqual(['true', 'true', 'false', 'false']);
    expect(items[1]).toHaveTextContent(`${TEXTS.milestones.completeThree}, ${PROGRESS_LABELS.reached}`);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveFocus();
    await savedAs(server, third.id, true);
  });

  it('records activity in the browser’s zone once, and a fifth day gets the streak milestone toast', async () => {
    routes['POST /api/streak/activity'] = () => ({
      status: 200,
      body: { count: 5, lastActive: '2026-06-15', event: 'next' },
    });
    await renderDock();
    await settle();
    const posts = requests.filter((r) => r.key === 'POST /api/streak/activity');
    expect(posts).toEqual([
      { key: 'POST /api/streak/activity', body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } },
    ]);
    expect(await screen.findByText(TEXTS.streak.milestone(5))).toBeInTheDocument();
  });

  it('shows the stored streak when recording activity fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    routes['POST /api/streak/activity'] = () => ({ status: 500, body: { error: 'down' } });
    routes['GET /api/streak'] = () => ({ status: 200, body: { count: 7, lastActive: '2026-06-14' } });
    const user = userEvent.setup();
    await renderDock();
    await settle();
    await user.click(button());
    const card = within(await screen.findByRole('dialog')).getByRole('region', { name: TEXTS.productivityStreak });
    expect(card).toHaveTextContent('7 days');
    expect(card).toHaveTextContent(TEXTS.onFire);
    expect(error).toHaveBeenCalledWith('Streak update failed:', expect.anything());
    error.mockRestore();
  });

  it.each([
    { event: 'welcome', count: 1, text: TEXTS.streak.welcome },
    { event: 'next', count: 4, text: TEXTS.streak.nextDay(4) },
    { event: 'next', count: 10, text: TEXTS.streak.milestone(10) },
    { event: 'missed', count: 1, text: TEXTS.streak.missed },
  ])('toasts the day’s first $event step: "$text"', async ({ event, count, text }) => {
    routes['POST /api/streak/activity'] = () => ({ status: 200, body: { count, lastActive: '2026-06-15', event } });
    await renderDock();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says nothing for more activity the same day', async () => {
    routes['POST /api/streak/activity'] = () => ({
      status: 200,
      body: { count: 4, lastActive: '2026-06-15', event: 'same' },
    });
    await renderDock();
    await settle();
    await settle();
    expect(requests.filter((r) => r.key === 'POST /api/streak/activity')).toHaveLength(1);
    expect(screen.queryAllByRole('status')).toEqual([]);
    for (const text of [TEXTS.streak.welcome, TEXTS.streak.nextDay(4), TEXTS.streak.missed]) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });

  it('uses the cached goal when loading fails, and saves a changed goal to cache and server', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    routes['GET /api/goal'] = () => ({ status: 500, body: { error: 'down' } });
    localStorage.setItem('dayflow.goal.user-1', '4');
    const user = userEvent.setup();
    await renderDock(doneTasks(2));
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
    expect(error).toHaveBeenCalledWith('Could not load the daily goal:', expect.anything());

    await user.click(button());
    await user.click(await screen.findByRole('button', { name: PROGRESS_LABELS.increaseGoal }));
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(40));
    expect(localStorage.getItem('dayflow.goal.user-1')).toBe('5');
    await settle();
    expect(requests.filter((r) => r.key === 'PUT /api/goal')).toEqual([
      { key: 'PUT /api/goal', body: { dailyGoal: 5 } },
    ]);
    error.mockRestore();
  });

  it('falls back to 5 with no cache and no server, and prefers the server goal when it answers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    routes['GET /api/goal'] = () => ({ status: 503, body: { error: 'down' } });
    const tasks = doneTasks(1);
    const first = await renderDock(tasks);
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(20));
    first.unmount();

    routes['GET /api/goal'] = () => ({ status: 200, body: { dailyGoal: 2 } });
    await renderDock(tasks);
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
    expect(localStorage.getItem('dayflow.goal.user-1')).toBe('2');
    error.mockRestore();
  });
});

describe('ProgressDock goal from other devices', () => {
  it('follows a goal another device announces on the live stream, and caches it', async () => {
    await renderDock(doneTasks(2));
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(40));
    announce(4);
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
    expect(localStorage.getItem('dayflow.goal.user-1')).toBe('4');
  });

  it('ignores an announcement that arrives while its own change is still saving', async () => {
    let finishSave!: () => void;
    routes['PUT /api/goal'] = (init) => ({ status: 200, body: JSON.parse(String(init?.body)) });
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') await new Promise<void>((resolve) => (finishSave = resolve));
        return realFetch(url, init);
      }),
    );
    const user = userEvent.setup();
    await renderDock(doneTasks(2));
    await settle();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: PROGRESS_LABELS.decreaseGoal })); // 5 → 4, saving
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
    announce(9); // stale news while the save is in flight
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
    finishSave();
    await settle();
    announce(10); // once saved, announcements apply again
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(20));
  });

  it('keeps an announced goal over a slower first load', async () => {
    let answer!: () => void;
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/goal' && init?.method === 'GET') await new Promise<void>((resolve) => (answer = resolve));
        return realFetch(url, init);
      }),
    );
    await renderDock(doneTasks(1));
    await settle();
    announce(2);
    answer();
    await settle();
    expect(button()).toHaveAccessibleName(PROGRESS_LABELS.openPanel(50));
  });
});

describe('ProgressDock day rollover', () => {
  it('resets the count and says "New day, new potential" until the first completion of the new day', async () => {
    const start = new Date(2026, 5, 15, 23, 58).getTime();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: start });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const open = task(false);
    const { store, server } = await renderDock([...doneTasks(2), open]);
    await settle();
    await user.click(button());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXTS.motivation.started)).toBeInTheDocument();

    // One check before midnight changes nothing.
    act(() => vi.advanceTimersByTime(DAY_ROLLOVER_CHECK_MS));
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(2, 5))).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(DAY_ROLLOVER_CHECK_MS)); // now 00:00 the next day
    await settle();
    expect(within(dialog).getByText(TEXTS.motivation.newDay)).toBeInTheDocument();
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(0, 5))).toBeInTheDocument();
    expect(requests.filter((r) => r.key === 'POST /api/streak/activity')).toHaveLength(2);

    setCompleted(store, open.id);
    expect(within(dialog).getByText(TEXTS.motivation.started)).toBeInTheDocument();
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(1, 5))).toBeInTheDocument();
    await savedAs(server, open.id, true);
  });
});
