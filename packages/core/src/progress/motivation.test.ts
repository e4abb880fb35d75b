import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { milestones, motivationMessage } from './motivation';

const { none, started, almost, done } = TEXTS.motivation;

describe('motivationMessage', () => {
  it.each([
    { count: 0, goal: 5, text: none },
    { count: 1, goal: 5, text: started },
    { count: 2, goal: 5, text: started },
    { count: 3, goal: 5, text: almost },
    { count: 4, goal: 5, text: almost },
    { count: 5, goal: 5, text: done },
    { count: 6, goal: 5, text: done },
    { count: 1, goal: 1, text: done },
    { count: 1, goal: 2, text: almost },
    { count: 1, goal: 4, text: started },
    { count: 2, goal: 4, text: almost },
    { count: 3, goal: 0, text: almost }, // invalid goal falls back to 5
    { count: 5, goal: Number.NaN, text: done },
    { count: -1, goal: 5, text: none },
    { count: Number.NaN, goal: 5, text: none },
  ])('$count of $goal → $text', ({ count, goal, text }) => {
    expect(motivationMessage(count, goal)).toBe(text);
  });
});

describe('milestones', () => {
  it.each([
    { count: 0, reached: [false, false, false, false] },
    { count: 1, reached: [true, false, false, false] },
    { count: 2, reached: [true, false, false, false] },
    { count: 3, reached: [true, true, false, false] },
    { count: 4, reached: [true, true, false, false] },
    { count: 5, reached: [true, true, true, false] },
    { count: 6, reached: [true, true, true, true] },
  ])('$count done → $reached', ({ count, reached }) => {
    const list = milestones(count);
    expect(list.map((m) => m.reached)).toEqual(reached);
    expect(list.map((m) => m.id)).toEqual(['planYourDay', 'completeThree', 'reachFive', 'bonusStreak']);
    expect(list.map((m) => m.label)).toEqual([
      TEXTS.milestones.planYourDay,
      TEXTS.milestones.completeThree,
      TEXTS.milestones.reachFive,
      TEXTS.milestones.bonusStreak,
    ]);
  });
});
