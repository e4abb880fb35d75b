import { describe, expect, it } from 'vitest';
import { bestStreak, dayRange, heatLevel, heatmap, lastSevenDays, summarizeHistory, weekTotal } from './history';

// 2026-06-17 is a Wednesday; its week starts Monday 2026-06-15.
const TODAY = '2026-06-17';
const counts = [
  { date: '2026-06-17', completed: 2 },
  { date: '2026-06-15', completed: 5 },
  { date: '2026-06-14', completed: 1 }, // last week's Sunday
  { date: '2026-06-11', completed: 7 },
  { date: '2026-03-01', completed: 4 }, // beyond 12 weeks
];

describe('dayRange and lastSevenDays', () => {
  it('fills missing days with 0, oldest first, ending today', () => {
    expect(dayRange(counts, TODAY, 4)).toEqual([
      { date: '2026-06-14', completed: 1 },
      { date: '2026-06-15', completed: 5 },
      { date: '2026-06-16', completed: 0 },
      { date: '2026-06-17', completed: 2 },
    ]);
  });

  it('marks the days that met the goal', () => {
    expect(lastSevenDays(counts, TODAY, 5).map((d) => `${d.date.slice(8)}:${d.completed}:${d.goalMet}`)).toEqual([
      '11:7:true',
      '12:0:false',
      '13:0:false',
      '14:1:false',
      '15:5:true',
      '16:0:false',
      '17:2:false',
    ]);
  });
});

describe('heatLevel', () => {
  it.each([
    { completed: 0, goal: 5, level: 0 },
    { completed: 1, goal: 5, level: 1 },
    { completed: 2, goal: 5, level: 1 },
    { completed: 3, goal: 5, level: 2 },
    { completed: 4, goal: 5, level: 2 },
    { completed: 5, goal: 5, level: 3 },
    { completed: 9, goal: 5, level: 3 },
    { completed: 1, goal: 1, level: 3 },
  ])('$completed of $goal → $level', ({ completed, goal, level }) => {
    expect(heatLevel(completed, goal)).toBe(level);
  });
});

describe('heatmap', () => {
  const cells = heatmap(counts, TODAY, 5);
  it('is 12 whole weeks, Monday to Sunday, ending with this week', () => {
    expect(cells).toHaveLength(84);
    expect(cells[0]!.date).toBe('2026-03-30');
    expect(cells.at(-1)!.date).toBe('2026-06-21');
  });
  it('places counts on their days and draws days after today as future', () => {
    const byDate = new Map(cells.map((c) => [c.date, c]));
    expect(byDate.get('2026-06-11')).toEqual({ date: '2026-06-11', completed: 7, level: 3, future: false });
    expect(byDate.get('2026-06-17')).toEqual({ date: '2026-06-17', completed: 2, level: 1, future: false });
    expect(byDate.get('2026-06-18')).toEqual({ date: '2026-06-18', completed: 0, level: 0, future: true });
    expect(cells.filter((c) => c.future)).toHaveLength(4);
  });
});

describe('weekTotal', () => {
  it.each([
    { today: '2026-06-17', total: 7 }, // Monday 5 + Wednesday 2; Sunday the 14th was last week
    { today: '2026-06-15', total: 5 },
    { today: '2026-06-14', total: 8 }, // Sunday: the week of the 8th holds the 11th and the 14th
    { today: '2026-06-22', total: 0 },
  ])('on $today → $total', ({ today, total }) => {
    expect(weekTotal(counts, today)).toBe(total);
  });
});

describe('bestStreak', () => {
  const days = (...dates: string[]) => dates.map((date) => ({ date, completed: 1 }));
  it.each([
    { name: 'no history', counts: [], rest: [], best: 0 },
    { name: 'one day', counts: days('2026-06-15'), rest: [], best: 1 },
    {
      name: 'the longest of two runs',
      counts: days('2026-06-01', '2026-06-02', '2026-06-10', '2026-06-11', '2026-06-12'),
      rest: [],
      best: 3,
    },
    {
      name: 'days with 0 completed do not count',
      counts: [...days('2026-06-01'), { date: '2026-06-02', completed: 0 }, ...days('2026-06-03')],
      rest: [],
      best: 1,
    },
    {
      name: 'a weekend off breaks it without rest days',
      counts: days('2026-06-11', '2026-06-12', '2026-06-15'), // Thu, Fri, Mon
      rest: [],
      best: 2,
    },
    {
      name: 'rest weekend neither breaks nor extends it',
      counts: days('2026-06-11', '2026-06-12', '2026-06-15'),
      rest: [0, 6],
      best: 3,
    },
    {
      name: 'work on a rest day does not extend it',
      counts: days('2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15'), // Fri, Sat, Sun, Mon
      rest: [0, 6],
      best: 2,
    },
    {
      name: 'a missed working day still breaks it',
      counts: days('2026-06-11', '2026-06-15'), // Thu … Mon, Friday missed
      rest: [0, 6],
      best: 1,
    },
    {
      name: 'across months and years',
      counts: days('2026-12-30', '2026-12-31', '2027-01-01'),
      rest: [],
      best: 3,
    },
    { name: 'every day a rest day', counts: days('2026-06-11'), rest: [0, 1, 2, 3, 4, 5, 6], best: 0 },
    {
      name: 'input in any order, repeated dates merged',
      counts: days('2026-06-03', '2026-06-01', '2026-06-02', '2026-06-02'),
      rest: [],
      best: 3,
    },
  ])('$name → $best', ({ counts: input, rest, best }) => {
    expect(bestStreak(input, rest)).toBe(best);
  });
});

describe('summarizeHistory', () => {
  it('puts every figure together', () => {
    const summary = summarizeHistory({ counts, today: TODAY, days: 3, dailyGoal: 5, restDays: [] });
    expect(summary).toMatchObject({ today: TODAY, dailyGoal: 5, bestStreak: 2, weekTotal: 7 });
    expect(summary.days.map((d) => d.date)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17']);
    expect(summary.lastSevenDays).toHaveLength(7);
    expect(summary.heatmap).toHaveLength(84);
  });
});
