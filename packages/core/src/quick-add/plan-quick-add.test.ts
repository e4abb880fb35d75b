import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTimeOf } from '../reminders/zoned-time';
import { daysBetween } from '../time/local-date';
import { parseQuickAdd } from './parse-quick-add';
import { planQuickAdd, type QuickAddList, type QuickAddPlace } from './plan-quick-add';

const zone = 'Europe/Paris';
// Thursday 26 November 2026, 10:36 in Paris.
const now = Date.parse('2026-11-26T09:36:00Z');

const plan = (text: string, list: QuickAddList, at = now, timeZone = zone) => {
  const { place, remindAt } = planQuickAdd(parseQuickAdd(text), { list, now: at, timeZone });
  return { place, remindAt: remindAt === null ? null : new Date(remindAt).toISOString() };
};

describe('planQuickAdd', () => {
  it.each<[string, QuickAddList, QuickAddPlace, string | null]>([
    // No tokens: the composer's own list.
    ['Buy milk', 'today', { list: 'today' }, null],
    ['Buy milk', 'brainDump', { list: 'brainDump' }, null],
    // List and day tokens.
    ['Pay rent #tomorrow', 'today', { list: 'tomorrow' }, null],
    ['Pay rent #fri', 'today', { list: 'tomorrow' }, null],
    ['Pay rent #thu', 'today', { later: '2026-12-03' }, null],
    ['Pay rent #in0d', 'today', { list: 'today' }, null],
    ['Dentist #dec3', 'brainDump', { later: '2026-12-03' }, null],
    ['Dentist #3dec', 'today', { later: '2026-12-03' }, null],
    ['Dentist #2026-11-27', 'today', { list: 'tomorrow' }, null],
    ['Old plan #2026-11-01', 'brainDump', { list: 'today' }, null],
    ['Insurance #next-week', 'today', { later: '2026-11-30' }, null],
    ['Call #in3d', 'today', { later: '2026-11-29' }, null],
    ['Plant #nov26', 'tomorrow', { list: 'today' }, null],
    ['Plant #nov25', 'tomorrow', { later: '2027-11-25' }, null],
    // The last of a list or a day wins.
    ['Pay #fri #today', 'tomorrow', { list: 'today' }, null],
    ['Pay #today #thu', 'tomorrow', { later: '2026-12-03' }, null],
    // A reminder's date plans the task.
    ['Submit timesheet @tomorrow 9:00', 'today', { list: 'tomorrow' }, '2026-11-27T08:00:00.000Z'],
    ['Call @fri 10:00', 'today', { list: 'tomorrow' }, '2026-11-27T09:00:00.000Z'],
    ['Call @mon 10:00', 'today', { later: '2026-11-30' }, '2026-11-30T09:00:00.000Z'],
    ['Call @mon', 'brainDump', { later: '2026-11-30' }, '2026-11-30T08:00:00.000Z'],
    ['Stand-up @9:00', 'today', { list: 'tomorrow' }, '2026-11-27T08:00:00.000Z'],
    ['Lunch @12:30', 'today', { list: 'today' }, '2026-11-26T11:30:00.000Z'],
    ['Late @today 9:00', 'tomorrow', { list: 'today' }, '2026-11-26T08:00:00.000Z'],
    // A reminder without a day takes the day of the list it goes to.
    ['Lunch @12:30', 'tomorrow', { list: 'tomorrow' }, '2026-11-27T11:30:00.000Z'],
    ['Lunch @12:30 #thu', 'today', { later: '2026-12-03' }, '2026-12-03T11:30:00.000Z'],
    ['Early @9:00 #today', 'tomorrow', { list: 'today' }, '2026-11-26T08:00:00.000Z'],
    // Brain Dump keeps a task whose reminder names no day; a named list or day wins over the reminder's.
    ['Stand-up @9:00', 'brainDump', { list: 'brainDump' }, '2026-11-27T08:00:00.000Z'],
    ['Lunch @12:30 #dump', 'today', { list: 'brainDump' }, '2026-11-26T11:30:00.000Z'],
    ['Call @mon 10:00 #dump', 'today', { list: 'brainDump' }, '2026-11-30T09:00:00.000Z'],
    ['Call @mon 10:00 #today', 'brainDump', { list: 'today' }, '2026-11-30T09:00:00.000Z'],
  ])('%j in %s', (text, list, place, remindAt) => {
    expect(plan(text, list)).toEqual({ place, remindAt });
  });

  it('works on the local date, across a DST change and a year end', () => {
    // Saturday 28 March 2026, 23:30 in Paris; the clocks go forward that night.
    const saturday = Date.parse('2026-03-28T22:30:00Z');
    expect(plan('Brunch @tomorrow 11:00', 'today', saturday)).toEqual({
      place: { list: 'tomorrow' },
      remindAt: '2026-03-29T09:00:00.000Z',
    });
    // New Year's Eve, 23:50 in Tokyo (still the 31st in UTC's morning).
    const eve = Date.parse('2026-12-31T14:50:00Z');
    expect(plan('Shrine #jan2', 'today', eve, 'Asia/Tokyo')).toEqual({
      place: { later: '2027-01-02' },
      remindAt: null,
    });
    expect(plan('Greet @0:10', 'today', eve, 'Asia/Tokyo')).toEqual({
      place: { list: 'tomorrow' },
      remindAt: '2026-12-31T15:10:00.000Z',
    });
  });

  const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Apia', 'America/Santiago', 'UTC'];
  const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) });
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

  it('a weekday in any zone at any instant never lands in Today, and its reminder falls on its day', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...zones),
        fc.constantFrom(...weekdays),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom<QuickAddList>('brainDump', 'today', 'tomorrow'),
        (at, timeZone, weekday, hour, list) => {
          const today = localTimeOf(at, timeZone).date;
          for (const text of [`Go #${weekday}`, `Go @${weekday} ${hour}:00`]) {
            const { place, remindAt } = planQuickAdd(parseQuickAdd(text), { list, now: at, timeZone });
            if ('list' in place && place.list !== 'tomorrow') return false;
            const day = 'later' in place ? place.later : null;
            if (day !== null && (daysBetween(today, day) < 2 || daysBetween(today, day) > 7)) return false;
            if (remindAt !== null) {
              const local = localTimeOf(remindAt, timeZone).date;
              const ahead = daysBetween(today, local);
              if (ahead < 1 || ahead > 7 || (day !== null && local !== day)) return false;
            }
          }
          return true;
        },
      ),
    );
  });

  it('a reminder without a day typed in Today lands on the day it rings, never in the past', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (at, timeZone, h, m) => {
          const { place, remindAt } = planQuickAdd(parseQuickAdd(`Go @${h}:${String(m).padStart(2, '0')}`), {
            list: 'today',
            now: at,
            timeZone,
          });
          const today = localTimeOf(at, timeZone).date;
          const ahead = daysBetween(today, localTimeOf(remindAt!, timeZone).date);
          const expected = ahead === 0 ? 'today' : 'tomorrow';
          return remindAt! > at && 'list' in place && place.list === expected && ahead <= 1;
        },
      ),
    );
  });
});
