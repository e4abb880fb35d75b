import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import type { StreakEvent } from './streak-schemas';
import { shouldToastStreak, streakCaption, streakMessage } from './streak-messages';

describe('streakMessage and shouldToastStreak', () => {
  it.each([
    { event: 'welcome', count: 1, message: TEXTS.streak.welcome, toast: false },
    { event: 'missed', count: 1, message: TEXTS.streak.missed, toast: false },
    { event: 'same', count: 1, message: null, toast: false },
    { event: 'same', count: 5, message: null, toast: false },
    { event: 'next', count: 2, message: TEXTS.streak.nextDay(2), toast: false },
    { event: 'next', count: 4, message: TEXTS.streak.nextDay(4), toast: false },
    { event: 'next', count: 5, message: TEXTS.streak.milestone(5), toast: true },
    { event: 'next', count: 6, message: TEXTS.streak.nextDay(6), toast: false },
    { event: 'next', count: 10, message: TEXTS.streak.milestone(10), toast: true },
    { event: 'next', count: 15, message: TEXTS.streak.milestone(15), toast: true },
  ] as { event: StreakEvent; count: number; message: string | null; toast: boolean }[])(
    '$event $count → $message, toast $toast',
    ({ event, count, message, toast }) => {
      expect(streakMessage({ event, count })).toBe(message);
      expect(shouldToastStreak({ event, count })).toBe(toast);
    },
  );

  it('spells the day count into the spec texts', () => {
    expect(streakMessage({ event: 'next', count: 3 })).toBe('Day 3! Keep it burning!');
    expect(streakMessage({ event: 'next', count: 5 })).toBe("Amazing! You've hit a 5-day streak!");
  });
});

describe('streakCaption', () => {
  it.each([
    { count: 0, caption: TEXTS.keepItBurning },
    { count: 1, caption: TEXTS.keepItBurning },
    { count: 3, caption: TEXTS.keepItBurning },
    { count: 4, caption: TEXTS.onFire },
    { count: 30, caption: TEXTS.onFire },
  ])('$count → $caption', ({ count, caption }) => {
    expect(streakCaption(count)).toBe(caption);
  });
});
