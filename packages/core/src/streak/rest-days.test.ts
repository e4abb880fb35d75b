import { describe, expect, it } from 'vitest';
import { countActivity } from './count-activity';
import { nextStreak } from './next-streak';

// 2026-06-12 is a Friday, 13 Saturday, 14 Sunday, 15 Monday.
const WEEKEND = [0, 6];

describe('nextStreak with rest days (neither extend nor break)', () => {
  it.each([
    {
      name: 'Friday → Monday over a rest weekend follows on',
      previous: { count: 4, lastActive: '2026-06-12' },
      today: '2026-06-15',
      rest: WEEKEND,
      step: { count: 5, lastActive: '2026-06-15', event: 'next' },
    },
    {
      name: 'Friday → Monday without rest days is a miss',
      previous: { count: 4, lastActive: '2026-06-12' },
      today: '2026-06-15',
      rest: [],
      step: { count: 1, lastActive: '2026-06-15', event: 'missed' },
    },
    {
      name: 'activity on a rest day does not extend',
      previous: { count: 4, lastActive: '2026-06-12' },
      today: '2026-06-13',
      rest: WEEKEND,
      step: { count: 4, lastActive: '2026-06-12', event: 'same' },
    },
    {
      name: 'Sunday activity after Saturday activity changes nothing, and Monday follows on',
      previous: { count: 4, lastActive: '2026-06-12' },
      today: '2026-06-14',
      rest: WEEKEND,
      step: { count: 4, lastActive: '2026-06-12', event: 'same' },
    },
    {
      name: 'a missed working day still breaks it',
      previous: { count: 4, lastActive: '2026-06-11' },
      today: '2026-06-15',
      rest: WEEKEND,
      step: { count: 1, lastActive: '2026-06-15', event: 'missed' },
    },
    {
      name: 'a rest day after a missed working day starts fresh',
      previous: { count: 4, lastActive: '2026-06-10' },
      today: '2026-06-13',
      rest: WEEKEND,
      step: { count: 1, lastActive: '2026-06-13', event: 'missed' },
    },
    {
      name: 'first use on a rest day still welcomes',
      previous: null,
      today: '2026-06-13',
      rest: WEEKEND,
      step: { count: 1, lastActive: '2026-06-13', event: 'welcome' },
    },
    {
      name: 'a whole rest week between two working days follows on',
      previous: { count: 2, lastActive: '2026-06-08' },
      today: '2026-06-15',
      rest: [0, 2, 3, 4, 5, 6],
      step: { count: 3, lastActive: '2026-06-15', event: 'next' },
    },
    {
      name: 'next day with rest days set is unchanged',
      previous: { count: 2, lastActive: '2026-06-11' },
      today: '2026-06-12',
      rest: WEEKEND,
      step: { count: 3, lastActive: '2026-06-12', event: 'next' },
    },
  ])('$name', ({ previous, today, rest, step }) => {
    expect(nextStreak(previous, today, rest)).toEqual(step);
  });
});

describe('countActivity passes rest days on', () => {
  it('follows on over a rest weekend', () => {
    const friday = { count: 4, lastActive: '2026-06-12', countedUntil: Date.UTC(2026, 5, 13) };
    const monday = Date.UTC(2026, 5, 15, 9);
    const activity = { today: '2026-06-15', now: monday, todayEndsAt: Date.UTC(2026, 5, 16), restDays: WEEKEND };
    expect(countActivity(friday, activity)).toEqual({
      count: 5,
      lastActive: '2026-06-15',
      event: 'next',
      countedUntil: Date.UTC(2026, 5, 16),
    });
  });
});
