import { describe, expect, it } from 'vitest';
import { localDateKey } from '../time/local-date';
import { localDayEnd } from '../time/local-day-end';
import { countActivity, type StoredStreakDay } from './count-activity';

const at = (iso: string) => Date.parse(iso);

/** The activity as the server sees it: the real instant and the zone the client names. */
function activity(now: number, zone: string) {
  return { today: localDateKey(now, zone), now, todayEndsAt: localDayEnd(now, zone) };
}

/** Replays a user's activity and returns the count after each one. */
function replay(steps: Array<[string, string]>): number[] {
  let record: StoredStreakDay | null = null;
  const counts: number[] = [];
  for (const [iso, zone] of steps) {
    const step = countActivity(record, activity(at(iso), zone));
    record = { count: step.count, lastActive: step.lastActive, countedUntil: step.countedUntil };
    counts.push(step.count);
  }
  return counts;
}

describe('countActivity: a day counts once, whatever the zone', () => {
  it.each<[string, Array<[string, string]>, number[]]>([
    [
      'the reported attack: UTC, then Etc/GMT-14 on the same real day',
      [
        ['2026-06-15T10:30:00Z', 'UTC'],
        ['2026-06-15T12:00:00Z', 'Etc/GMT-14'],
      ],
      [1, 1],
    ],
    [
      'switching at every hour of one real day never adds a day',
      Array.from({ length: 24 }, (_, h): [string, string] => [
        `2026-06-15T${String(h).padStart(2, '0')}:00:00Z`,
        h % 2 === 0 ? 'UTC' : 'Etc/GMT-14',
      ]),
      Array.from({ length: 24 }, () => 1),
    ],
    [
      'east, back west, east again: still one day',
      [
        ['2026-06-15T01:00:00Z', 'Etc/GMT+12'],
        ['2026-06-15T02:00:00Z', 'Etc/GMT-14'],
        ['2026-06-15T03:00:00Z', 'Etc/GMT+12'],
        ['2026-06-15T04:00:00Z', 'Etc/GMT-14'],
      ],
      [1, 1, 1, 1],
    ],
    [
      'one zone: a minute before and after midnight are two days (spec: the next calendar day adds 1)',
      [
        ['2026-06-15T21:59:00Z', 'Europe/Paris'],
        ['2026-06-15T22:01:00Z', 'Europe/Paris'],
        ['2026-06-16T22:01:00Z', 'Europe/Paris'],
      ],
      [1, 2, 3],
    ],
    [
      'one zone across a 23-hour day',
      [
        ['2026-03-28T12:00:00Z', 'Europe/Paris'],
        ['2026-03-29T12:00:00Z', 'Europe/Paris'],
        ['2026-03-30T12:00:00Z', 'Europe/Paris'],
      ],
      [1, 2, 3],
    ],
    [
      'a flight east (London → Auckland) keeps the streak going, one count per real day',
      [
        ['2026-06-15T20:00:00Z', 'Europe/London'],
        ['2026-06-15T22:00:00Z', 'Pacific/Auckland'], // already the 16th there, London's 15th not over
        ['2026-06-16T20:00:00Z', 'Pacific/Auckland'], // the 17th there
      ],
      [1, 1, 2],
    ],
    [
      'a flight east: the date that overlapped the counted day does not count later either',
      [
        ['2026-06-15T20:00:00Z', 'Europe/London'],
        ['2026-06-15T22:30:00Z', 'Pacific/Auckland'],
        ['2026-06-16T01:00:00Z', 'Pacific/Auckland'], // still the 16th there; London's 15th is over
      ],
      [1, 1, 1],
    ],
    [
      'a flight west (Auckland → Los Angeles) neither breaks nor double-counts',
      [
        ['2026-06-15T08:00:00Z', 'Pacific/Auckland'],
        ['2026-06-15T20:00:00Z', 'America/Los_Angeles'],
        ['2026-06-16T20:00:00Z', 'America/Los_Angeles'],
      ],
      [1, 1, 2],
    ],
    [
      'a gap of a day still restarts at 1',
      [
        ['2026-06-15T10:00:00Z', 'UTC'],
        ['2026-06-17T10:00:00Z', 'UTC'],
      ],
      [1, 1],
    ],
  ])('%s', (_name, steps, counts) => {
    expect(replay(steps)).toEqual(counts);
  });

  it('reports a refused day as "same", so no milestone message is shown', () => {
    const first = countActivity(null, activity(at('2026-06-15T10:30:00Z'), 'UTC'));
    expect(first).toMatchObject({ count: 1, event: 'welcome', countedUntil: at('2026-06-16T00:00:00Z') });
    const second = countActivity(first, activity(at('2026-06-15T12:00:00Z'), 'Etc/GMT-14'));
    expect(second).toEqual({
      count: 1,
      lastActive: '2026-06-16',
      event: 'same',
      countedUntil: at('2026-06-16T10:00:00Z'),
    });
  });

  it('counts a record kept before the bound existed by the calendar alone', () => {
    const old = { count: 4, lastActive: '2026-06-14', countedUntil: null };
    expect(countActivity(old, activity(at('2026-06-15T00:30:00Z'), 'UTC'))).toMatchObject({
      count: 5,
      event: 'next',
      countedUntil: at('2026-06-16T00:00:00Z'),
    });
  });

  it('keeps the bound when the same day comes again', () => {
    const record = { count: 2, lastActive: '2026-06-15', countedUntil: at('2026-06-16T00:00:00Z') };
    expect(countActivity(record, activity(at('2026-06-15T18:00:00Z'), 'UTC')).countedUntil).toBe(record.countedUntil);
  });
});
