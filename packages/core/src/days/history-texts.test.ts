import { describe, expect, it } from 'vitest';
import { HISTORY_TEXTS, dateLabel } from './history-texts';

describe('history texts', () => {
  it('names a date key the same in every zone', () => {
    expect(dateLabel('2026-06-16')).toBe('Tue 16 Jun');
    expect(dateLabel('2026-01-01')).toBe('Thu 1 Jan');
  });

  it('says whether a day met the goal', () => {
    expect(HISTORY_TEXTS.bar('Tue 16 Jun', 5, 5)).toBe('Tue 16 Jun: 5 done, goal 5 met');
    expect(HISTORY_TEXTS.bar('Tue 16 Jun', 4, 5)).toBe('Tue 16 Jun: 4 done, goal 5 not met');
    expect(HISTORY_TEXTS.cell('Sun 21 Jun', 0, true)).toBe('Sun 21 Jun: still to come');
    expect(HISTORY_TEXTS.days(1)).toBe('1 day');
  });
});
