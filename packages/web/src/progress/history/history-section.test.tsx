import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HISTORY_TEXTS, dateLabel, summarizeHistory, type History } from '@dayflow/core';
import { HistorySection } from './history-section';

const user = vi.hoisted(() => ({ id: '' }));
vi.mock('../../session/session', () => ({
  useProfile: () => ({ id: user.id, email: 'h@example.test', displayName: 'H', photoURL: null }),
}));

const TODAY = '2026-06-17'; // a Wednesday
const counts = [
  { date: '2026-06-11', completed: 5 },
  { date: '2026-06-12', completed: 2 },
  { date: '2026-06-14', completed: 6 },
  { date: '2026-06-15', completed: 5 },
  { date: '2026-06-16', completed: 1 },
  { date: '2026-06-17', completed: 3 },
];
const history: History = summarizeHistory({ counts, today: TODAY, days: 1, dailyGoal: 5, bestStreak: 4 });

let failing: boolean;
let reads: number;
let seq = 0;
beforeEach(() => {
  user.id = `history-user-${++seq}`;
  failing = false;
  reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads += 1;
      expect(url).toBe('/api/history?days=1');
      return failing
        ? new Response(JSON.stringify({ error: 'down' }), { status: 503 })
        : new Response(JSON.stringify(history), { status: 200 });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the panel’s history', () => {
  it('draws the last 7 days against the goal, each bar named in words', async () => {
    render(<HistorySection done={3} goal={5} />);
    const week = await screen.findByRole('group', { name: HISTORY_TEXTS.lastSevenDays });
    const bars = within(week).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Thu 11 Jun: 5 done, goal 5 met',
      'Fri 12 Jun: 2 done, goal 5 not met',
      'Sat 13 Jun: 0 done, goal 5 not met',
      'Sun 14 Jun: 6 done, goal 5 met',
      'Mon 15 Jun: 5 done, goal 5 met',
      'Tue 16 Jun: 1 done, goal 5 not met',
      'Wed 17 Jun: 3 done, goal 5 not met',
    ]);
    expect(bars.map((bar) => bar.dataset.met)).toEqual(['true', 'false', 'false', 'true', 'true', 'false', 'false']);
  });

  it('measures against the goal as set now, even before the server has it', async () => {
    render(<HistorySection done={3} goal={2} />);
    const week = await screen.findByRole('group', { name: HISTORY_TEXTS.lastSevenDays });
    const bars = within(week).getAllByRole('img');
    expect(bars.map((bar) => bar.dataset.met)).toEqual(['true', 'true', 'false', 'true', 'true', 'false', 'true']);
    expect(bars[1]).toHaveAccessibleName('Fri 12 Jun: 2 done, goal 2 met');
  });

  it('shades 12 weeks, names every day, and outlines the days still to come', async () => {
    render(<HistorySection done={3} goal={5} />);
    const weeks = await screen.findByRole('group', { name: HISTORY_TEXTS.lastTwelveWeeks });
    const cells = within(weeks).getAllByRole('img');
    expect(cells).toHaveLength(84);
    expect(within(weeks).getByRole('img', { name: 'Sun 14 Jun: 6 done' })).toHaveAttribute('data-level', '3');
    expect(within(weeks).getByRole('img', { name: 'Tue 16 Jun: 1 done' })).toHaveAttribute('data-level', '1');
    expect(within(weeks).getByRole('img', { name: `${dateLabel('2026-06-18')}: still to come` })).toHaveAttribute(
      'data-level',
      'future',
    );
    expect(cells[0]).toHaveAccessibleName(`${dateLabel('2026-03-30')}: 0 done`);
  });

  it('gives the best streak ever and this week’s total', async () => {
    render(<HistorySection done={3} goal={5} />);
    await screen.findByRole('group', { name: HISTORY_TEXTS.lastSevenDays });
    const stats = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(stats).toEqual([HISTORY_TEXTS.days(4), HISTORY_TEXTS.done(9)]);
  });

  it('reads again after a completion while shown', async () => {
    const { rerender } = render(<HistorySection done={3} goal={5} />);
    await screen.findByRole('group', { name: HISTORY_TEXTS.lastSevenDays });
    expect(reads).toBe(1);
    rerender(<HistorySection done={4} goal={5} />);
    await vi.waitFor(() => expect(reads).toBe(2));
  });

  it('says when the history cannot be read, with a retry', async () => {
    failing = true;
    const u = userEvent.setup();
    render(<HistorySection done={0} goal={5} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_TEXTS.loadFailed);
    failing = false;
    await u.click(screen.getByRole('button', { name: HISTORY_TEXTS.retry }));
    expect(await screen.findByRole('group', { name: HISTORY_TEXTS.lastSevenDays })).toBeInTheDocument();
  });
});
