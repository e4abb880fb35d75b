import { describe, expect, it } from 'vitest';
import { dayRange, heatLevel, heatmap, lastSevenDays, summarizeHistory, weekTotal } from './history';

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

describe('summarizeHistory', () => {
  it('puts every figure together', () => {
    const summary = summarizeHistory({ counts, today: TODAY, days: 3, dailyGoal: 5, bestStreak: 4 });
    expect(summary).toMatchObject({ today: TODAY, dailyGoal: 5, bestStreak: 4, weekTotal: 7 });
    expect(summary.days.map((d) => d.date)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17']);
    expect(summary.lastSevenDays).toHaveLength(7);
    expect(summary.heatmap).toHaveLength(84);
  });
});
