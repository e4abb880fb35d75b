import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { PLAN_TOMORROW, REVIEW_TEXTS, type Task } from '@dayflow/core';
import { TaskStoreProvider, useTasks } from '../sync';
import type { StartReview } from './review-types';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { EveningPrompt } from './review-loaders';

// The tasks come from the real store on an in-memory server, as the planner hands them over.

let seq = 0;
const user = vi.hoisted(() => ({ id: '' }));
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: user.id, email: 'p@example.test', displayName: 'P', photoURL: null }),
}));

const at = (hour: number, minute = 0) => new Date(2026, 5, 16, hour, minute).getTime();
const open = [makeTask({ id: 'a', section: 'today' }), makeTask({ id: 'b', section: 'today' })];

const stores: { stop(): void }[] = [];

function PromptFromStore({ onStart }: { onStart: StartReview }) {
  return <EveningPrompt tasks={useTasks()} onStart={onStart} />;
}

async function renderPrompt(tasks: Task[], now: number) {
  user.id = `prompt-user-${++seq}`;
  vi.useFakeTimers({ now, toFake: ['Date', 'setInterval', 'clearInterval'] });
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  const onStart = vi.fn();
  render(
    <TaskStoreProvider store={store}>
      <PromptFromStore onStart={onStart} />
    </TaskStoreProvider>,
  );
  // Connected: the prompt has the server's tasks, so "no card" is about them.
  await vi.waitFor(() => expect(server.connections).toBe(1));
  await act(() => Promise.resolve());
  return onStart;
}
const card = () => screen.queryByRole('region', { name: REVIEW_TEXTS.promptTitle });

afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the evening prompt', () => {
  it('appears at 6 pm while Today has open tasks, and starts the review', async () => {
    const onStart = await renderPrompt(open, at(17, 59));
    expect(card()).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole('region', { name: REVIEW_TEXTS.promptTitle })).toHaveTextContent(
      REVIEW_TEXTS.prompt(2),
    );
    const start = screen.getByRole('button', { name: PLAN_TOMORROW });
    start.click();
    expect(onStart).toHaveBeenCalledWith(start);
  });

  it('says nothing when Today has no open task', async () => {
    await renderPrompt([makeTask({ id: 'x', section: 'tomorrow' }), makeTask({ id: 'y', completed: true })], at(20));
    await act(() => Promise.resolve());
    expect(card()).toBeNull();
  });

  it('holds its place while the first tasks load, and leaves if Today has nothing open', () => {
    user.id = `prompt-user-${++seq}`;
    vi.useFakeTimers({ now: at(20), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const onStart = vi.fn();
    const { rerender } = render(<EveningPrompt tasks={[]} loading onStart={onStart} />);
    expect(card()).toBeInTheDocument();
    // The stand-in sentence that holds the card's height is neither seen nor read out.
    const standIn = within(card()!).getByText(/still open in Today/);
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn).toHaveClass('invisible');
    // Nothing to plan yet: the review cannot start from an empty list.
    expect(screen.getByRole('button', { name: PLAN_TOMORROW })).toBeDisabled();
    rerender(<EveningPrompt tasks={open} onStart={onStart} />);
    expect(card()).toHaveTextContent(REVIEW_TEXTS.prompt(2));
    expect(screen.getByRole('button', { name: PLAN_TOMORROW })).toBeEnabled();
    rerender(<EveningPrompt tasks={[]} loading onStart={onStart} />);
    rerender(<EveningPrompt tasks={[makeTask({ id: 'x', section: 'tomorrow' })]} onStart={onStart} />);
    expect(card()).toBeNull();
  });

  it('is not held before 6 pm, even while loading', () => {
    user.id = `prompt-user-${++seq}`;
    vi.useFakeTimers({ now: at(17, 30), toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<EveningPrompt tasks={[]} loading onStart={vi.fn()} />);
    expect(card()).toBeNull();
  });

  it('"Not now" puts it off until the next evening', async () => {
    await renderPrompt(open, at(19));
    (await screen.findByRole('button', { name: REVIEW_TEXTS.notNow })).click();
    await vi.waitFor(() => expect(card()).toBeNull());
    act(() => vi.advanceTimersByTime(3 * 60 * 60_000)); // 22:00, same day
    expect(card()).toBeNull();
    act(() => vi.setSystemTime(at(18) + 24 * 60 * 60_000));
    act(() => vi.advanceTimersByTime(60_000)); // 18:01 the next day
    expect(await screen.findByRole('region', { name: REVIEW_TEXTS.promptTitle })).toBeInTheDocument();
  });
});
