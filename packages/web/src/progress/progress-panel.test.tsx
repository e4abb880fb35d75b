import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DAILY_GOAL, MIN_DAILY_GOAL, TEXTS, summarizeHistory } from '@dayflow/core';
import ProgressPanel, { type ProgressPanelProps } from './progress-panel';
import { PROGRESS_LABELS } from './progress-labels';
import { STREAK_RULE } from './streak-card';
import { isModal } from '../test/dialog-polyfill';

// The panel's history reads the signed-in user's GET /api/history (tested in history/).
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: 'panel-user', email: 'p@example.test', displayName: 'P', photoURL: null }),
}));
beforeEach(() => {
  const history = summarizeHistory({ counts: [], today: '2026-06-17', days: 1, dailyGoal: 5, bestStreak: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(history), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(overrides: Partial<ProgressPanelProps> = {}) {
  const props: ProgressPanelProps = {
    done: 3,
    goal: 5,
    percent: 60,
    message: TEXTS.motivation.almost,
    streakCount: 2,
    onGoalChange: vi.fn(),
    onClose: vi.fn(),
    returnFocusTo: createRef<HTMLElement>(),
    ...overrides,
  };
  const view = render(<ProgressPanel {...props} />);
  return { ...view, props };
}

const milestoneItems = () =>
  within(screen.getByRole('region', { name: PROGRESS_LABELS.milestones })).getAllByRole('listitem');

describe('ProgressPanel', () => {
  it('is a dialog titled Daily Productivity with the big ring, message and count', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: TEXTS.dailyProductivity });
    expect(within(dialog).getByRole('heading', { name: TEXTS.dailyProductivity })).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(dialog).getByText('60%')).toBeInTheDocument();
    expect(within(dialog).getByText(TEXTS.motivation.almost)).toBeInTheDocument();
    expect(within(dialog).getByText(PROGRESS_LABELS.doneOfGoal(3, 5))).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it.each([
    { done: 0, reached: [false, false, false, false] },
    { done: 1, reached: [true, false, false, false] },
    { done: 3, reached: [true, true, false, false] },
    { done: 5, reached: [true, true, true, false] },
    { done: 6, reached: [true, true, true, true] },
  ])('checks the milestones reached with $done done', ({ done, reached }) => {
    renderPanel({ done });
    const items = milestoneItems();
    const labels = [
      TEXTS.milestones.planYourDay,
      TEXTS.milestones.completeThree,
      TEXTS.milestones.reachFive,
      TEXTS.milestones.bonusStreak,
    ];
    expect(items).toHaveLength(4);
    items.forEach((item, i) => {
      const state = reached[i] ? PROGRESS_LABELS.reached : PROGRESS_LABELS.notReached;
      expect(item).toHaveTextContent(`${labels[i]}, ${state}`);
      expect(item).toHaveAttribute('data-reached', String(reached[i]));
    });
  });

  it.each([
    { count: 1, caption: TEXTS.keepItBurning, days: '1 day' },
    { count: 3, caption: TEXTS.keepItBurning, days: '3 days' },
    { count: 4, caption: TEXTS.onFire, days: '4 days' },
    { count: 12, caption: TEXTS.onFire, days: '12 days' },
  ])('shows a $count-day streak with "$caption"', ({ count, caption, days }) => {
    renderPanel({ streakCount: count });
    const card = screen.getByRole('region', { name: TEXTS.productivityStreak });
    expect(card).toHaveTextContent(days);
    expect(within(card).getByText(TEXTS.productivityStreak)).toBeInTheDocument();
    expect(within(card).getByText(caption)).toBeInTheDocument();
  });

  it('says what the streak counts: the days the planner is opened, rest days skipped', () => {
    renderPanel({ streakCount: 3 });
    const card = screen.getByRole('region', { name: TEXTS.productivityStreak });
    expect(within(card).getByText(STREAK_RULE)).toBeInTheDocument();
    expect(STREAK_RULE).toMatch(/open your planner/);
  });

  it('marks the streak card busy while the count loads', () => {
    renderPanel({ streakCount: null });
    const card = screen.getByRole('region', { name: TEXTS.productivityStreak });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('–');
  });

  it('steps the goal up and down, within 1..100', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderPanel({ goal: 5 });
    await user.click(screen.getByRole('button', { name: PROGRESS_LABELS.increaseGoal }));
    expect(props.onGoalChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: PROGRESS_LABELS.decreaseGoal }));
    expect(props.onGoalChange).toHaveBeenLastCalledWith(4);

    rerender(<ProgressPanel {...props} goal={MIN_DAILY_GOAL} />);
    expect(screen.getByRole('button', { name: PROGRESS_LABELS.decreaseGoal })).toBeDisabled();
    rerender(<ProgressPanel {...props} goal={MAX_DAILY_GOAL} />);
    expect(screen.getByRole('button', { name: PROGRESS_LABELS.increaseGoal })).toBeDisabled();
  });

  it('applies a typed goal on Enter; one out of range stays, with what to type instead', async () => {
    const user = userEvent.setup();
    const { props } = renderPanel({ goal: 5 });
    const input = screen.getByRole('spinbutton', { name: PROGRESS_LABELS.dailyGoal });
    expect(input).toHaveValue(5);
    await user.clear(input);
    expect(props.onGoalChange).not.toHaveBeenCalled();
    await user.type(input, '12{Enter}');
    expect(props.onGoalChange).toHaveBeenCalledExactlyOnceWith(12);

    await user.clear(input);
    await user.type(input, '101{Enter}');
    expect(props.onGoalChange).toHaveBeenCalledOnce();
    // Not silently put back: the typed value stays, and the message says what would do.
    expect(input).toHaveValue(101);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      PROGRESS_LABELS.goalInvalid('101', MIN_DAILY_GOAL, MAX_DAILY_GOAL),
    );
    await user.tab();
    expect(input).toHaveValue(101);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // A step button starts again from the real goal.
    await user.click(screen.getByRole('button', { name: PROGRESS_LABELS.increaseGoal }));
    expect(props.onGoalChange).toHaveBeenLastCalledWith(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape, on the close button and on the backdrop', async () => {
    const user = userEvent.setup();
    const { props } = renderPanel();
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: PROGRESS_LABELS.close }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('is a modal dialog: the browser keeps focus inside and the planner behind inert', () => {
    renderPanel();
    expect(isModal(screen.getByRole('dialog', { name: TEXTS.dailyProductivity }))).toBe(true);
  });
});
