import { describe, expect, it } from 'vitest';
import { mergeHistory, mergeRoutines, mergeSettings, streakIsEmpty } from './import-merge';

const routine = (text: string, weekdays: number[], where = 'routines.0') => ({
  text,
  priority: 'Medium' as const,
  weekdays,
  paused: false,
  where,
});

describe('mergeRoutines', () => {
  it('leaves out routines already here or repeated in the file, with the reason', () => {
    const result = mergeRoutines(
      [routine('Stretch', [1, 3]), routine('Stretch', [3, 1], 'line 3'), routine('Read', [0], 'line 4')],
      [{ text: 'Read', weekdays: [0] }],
    );
    expect(result.fresh.map((r) => r.where)).toEqual(['routines.0']);
    expect(result.skipped).toEqual([
      { where: 'line 3', reason: 'already one of your routines (same text and days)' },
      { where: 'line 4', reason: 'already one of your routines (same text and days)' },
    ]);
  });

  it('takes a routine with the same text on other days', () => {
    expect(mergeRoutines([routine('Run', [2])], [{ text: 'Run', weekdays: [1] }]).fresh).toHaveLength(1);
  });
});

describe('mergeSettings', () => {
  const fresh = { timeZone: null, rollover: true, restDays: [] };
  const file = { timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] };

  it('takes every setting into an account that has its defaults', () => {
    expect(mergeSettings(fresh, file)).toEqual({
      set: { timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] },
      names: ['timeZone', 'rollover', 'restDays'],
      skipped: [],
    });
  });

  it('keeps what the account chose itself, and says so for each', () => {
    const own = { timeZone: 'Asia/Tokyo', rollover: false, restDays: [5] };
    const result = mergeSettings(own, { ...file, rollover: true });
    expect(result.set).toEqual({});
    expect(result.skipped).toEqual([
      {
        where: 'settings.timeZone',
        reason: 'your account uses Asia/Tokyo; choose Europe/Paris in Settings if you want it',
      },
      { where: 'settings.rollover', reason: 'your account has its own choice for moving Tomorrow to Today' },
      { where: 'settings.restDays', reason: 'your account has its own rest days' },
    ]);
  });

  it('says nothing when the file and the account agree', () => {
    expect(mergeSettings({ ...file, restDays: [6, 0] }, file)).toEqual({ set: {}, names: [], skipped: [] });
  });

  it('skips a zone this server does not know', () => {
    expect(mergeSettings(fresh, { ...file, timeZone: 'Mars/Olympus' }).skipped).toEqual([
      { where: 'settings.timeZone', reason: '“Mars/Olympus” is not a time zone this server knows' },
    ]);
  });
});

describe('mergeHistory', () => {
  it('adds the days the account has no count for and keeps its own counts', () => {
    const result = mergeHistory(
      [
        { date: '2026-05-18', completed: 2, where: 'history.0' },
        { date: '2026-05-19', completed: 4, where: 'history.1' },
        { date: '2026-05-20', completed: 0, where: 'history.2' },
      ],
      [
        { date: '2026-05-19', completed: 1 },
        { date: '2026-05-17', completed: 0 },
      ],
    );
    expect(result.fresh).toEqual([{ date: '2026-05-18', completed: 2 }]);
    expect(result.skipped).toEqual([
      { where: 'history.1', reason: 'History already counts 1 completed on 2026-05-19' },
    ]);
  });
});

describe('streakIsEmpty', () => {
  it.each([
    { name: 'no streak', streak: undefined, days: 0, empty: true },
    { name: 'the day the planner was first opened', streak: { count: 1 }, days: 0, empty: true },
    { name: 'one day with a completion', streak: { count: 1 }, days: 1, empty: false },
    { name: 'a two-day streak', streak: { count: 2 }, days: 0, empty: false },
  ])('$name → $empty', ({ streak, days, empty }) => {
    expect(streakIsEmpty(streak, days)).toBe(empty);
  });
});
