import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DAILY_GOAL, MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../constants';
import { countCompletedToday, crossedCompletion, progressPercent, resolveDailyGoal } from './daily-progress';

describe('resolveDailyGoal', () => {
  it.each([
    { raw: 5, goal: 5 },
    { raw: 8, goal: 8 },
    { raw: MIN_DAILY_GOAL, goal: MIN_DAILY_GOAL },
    { raw: MAX_DAILY_GOAL, goal: MAX_DAILY_GOAL },
    { raw: '7', goal: 7 },
    { raw: ' 12 ', goal: 12 },
    { raw: MIN_DAILY_GOAL - 1, goal: DEFAULT_DAILY_GOAL },
    { raw: MAX_DAILY_GOAL + 1, goal: DEFAULT_DAILY_GOAL },
    { raw: -3, goal: DEFAULT_DAILY_GOAL },
    { raw: 2.5, goal: DEFAULT_DAILY_GOAL },
    { raw: Number.NaN, goal: DEFAULT_DAILY_GOAL },
    { raw: Number.POSITIVE_INFINITY, goal: DEFAULT_DAILY_GOAL },
    { raw: undefined, goal: DEFAULT_DAILY_GOAL },
    { raw: null, goal: DEFAULT_DAILY_GOAL },
    { raw: '', goal: DEFAULT_DAILY_GOAL },
    { raw: '2.5', goal: DEFAULT_DAILY_GOAL },
    { raw: '1e1', goal: DEFAULT_DAILY_GOAL },
    { raw: '0', goal: DEFAULT_DAILY_GOAL },
    { raw: { dailyGoal: 7 }, goal: DEFAULT_DAILY_GOAL },
    { raw: true, goal: DEFAULT_DAILY_GOAL },
  ])('$raw → $goal', ({ raw, goal }) => {
    expect(resolveDailyGoal(raw)).toBe(goal);
  });
});

describe('progressPercent', () => {
  it.each([
    { done: 0, goal: 5, percent: 0 },
    { done: 1, goal: 5, percent: 20 },
    { done: 2, goal: 5, percent: 40 },
    { done: 3, goal: 5, percent: 60 },
    { done: 4, goal: 5, percent: 80 },
    { done: 5, goal: 5, percent: 100 },
    { done: 6, goal: 5, percent: 100 },
    { done: 1, goal: 3, percent: 33 },
    { done: 2, goal: 3, percent: 67 },
    { done: 1, goal: 8, percent: 13 },
    { done: 1, goal: 0, percent: 20 },
    { done: 1, goal: Number.NaN, percent: 20 },
    { done: -2, goal: 5, percent: 0 },
    { done: Number.NaN, goal: 5, percent: 0 },
  ])('$done of $goal → $percent%', ({ done, goal, percent }) => {
    expect(progressPercent(done, goal)).toBe(percent);
  });
});

describe('crossedCompletion', () => {
  it.each([
    { previous: 80, percent: 100, crossed: true },
    { previous: 99, percent: 100, crossed: true },
    { previous: 0, percent: 120, crossed: true },
    { previous: 100, percent: 100, crossed: false },
    { previous: 100, percent: 120, crossed: false },
    { previous: 80, percent: 99, crossed: false },
    { previous: 100, percent: 80, crossed: false },
  ])('$previous → $percent: $crossed', ({ previous, percent, crossed }) => {
    expect(crossedCompletion(previous, percent)).toBe(crossed);
  });
});

describe('countCompletedToday', () => {
  // 2026-06-15 11:59 UTC is 23:59 on the 15th in Auckland (UTC+12) and 04:59 on the 15th in
  // Los Angeles (UTC-7): one minute before Auckland's midnight, five hours after LA's.
  const NOW = Date.UTC(2026, 5, 15, 11, 59);
  const AKL = 'Pacific/Auckland';
  const LA = 'America/Los_Angeles';
  const aucklandMidnight = Date.UTC(2026, 5, 14, 12); // 2026-06-15 00:00 in Auckland
  const laMidnight = Date.UTC(2026, 5, 15, 7); // 2026-06-15 00:00 in Los Angeles
  const old = Date.UTC(2026, 5, 1);

  it.each([
    { name: 'done at Auckland midnight', zone: AKL, createdAt: old, updatedAt: aucklandMidnight, counted: true },
    {
      name: '1 ms before Auckland midnight',
      zone: AKL,
      createdAt: old,
      updatedAt: aucklandMidnight - 1,
      counted: false,
    },
    {
      name: 'done at Auckland midnight, seen from LA',
      zone: LA,
      createdAt: old,
      updatedAt: aucklandMidnight,
      counted: false,
    },
    { name: 'done at LA midnight', zone: LA, createdAt: old, updatedAt: laMidnight, counted: true },
    { name: '1 ms before LA midnight', zone: LA, createdAt: old, updatedAt: laMidnight - 1, counted: false },
    {
      name: '1 ms before LA midnight, seen from Auckland',
      zone: AKL,
      createdAt: old,
      updatedAt: laMidnight - 1,
      counted: true,
    },
    { name: 'done 1 h before NOW in LA', zone: LA, createdAt: old, updatedAt: NOW - 3_600_000, counted: true },
    { name: 'done 1 h before NOW in Auckland', zone: AKL, createdAt: old, updatedAt: NOW - 3_600_000, counted: true },
    { name: 'created today, updated long ago', zone: AKL, createdAt: NOW - 60_000, updatedAt: old, counted: true },
    { name: 'broken updatedAt, createdAt today', zone: LA, createdAt: NOW, updatedAt: Number.NaN, counted: true },
    { name: 'both long ago', zone: LA, createdAt: old, updatedAt: old, counted: false },
  ])('$name → $counted', ({ zone, createdAt, updatedAt, counted }) => {
    const tasks = [
      { completed: true, createdAt, updatedAt },
      { completed: false, createdAt: NOW, updatedAt: NOW }, // open tasks never count
    ];
    expect(countCompletedToday(tasks, NOW, zone)).toBe(counted ? 1 : 0);
  });

  it('the same tasks give different counts in the two zones', () => {
    const tasks = [
      { completed: true, createdAt: old, updatedAt: aucklandMidnight + 60_000 }, // AKL 15th 00:01, LA 14th 05:01
      { completed: true, createdAt: old, updatedAt: NOW - 60_000 }, // the 15th in both
      { completed: true, createdAt: old, updatedAt: aucklandMidnight - 60_000 }, // AKL 14th 23:59, LA 14th
    ];
    expect(countCompletedToday(tasks, NOW, AKL)).toBe(2);
    expect(countCompletedToday(tasks, NOW, LA)).toBe(1);
  });

  it('formats no date for a task done days before or after now', () => {
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const longAgo = Array.from({ length: 1_000 }, (_, i) => ({
        completed: true,
        createdAt: old - i * 60_000,
        updatedAt: old - i * 60_000,
      }));
      const future = { completed: true, createdAt: NOW + 3 * 86_400_000, updatedAt: NOW + 3 * 86_400_000 };
      formatted.mockClear();
      expect(countCompletedToday([...longAgo, future], NOW, LA)).toBe(0);
      // Today's own date, once; none for the 1,001 tasks.
      expect(formatted).toHaveBeenCalledTimes(1);
    } finally {
      formatted.mockRestore();
    }
  });
});
