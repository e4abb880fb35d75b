import { describe, expect, it } from 'vitest';
import type { Routine } from '../routines/routine-schemas';
import type { Task } from '../tasks/task-schemas';
import { calendarFeedEvents } from './feed-events';

const now = Date.parse('2026-11-26T10:00:00Z'); // a Thursday
const task = (over: Partial<Task>): Task => ({
  id: 'a',
  text: 'Call Ada',
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 1,
  createdAt: now,
  updatedAt: now,
  notes: '',
  checklist: [],
  remindAt: '2026-11-26T14:00:00.000Z',
  ...over,
});
const routine = (over: Partial<Routine>): Routine => ({
  id: 'r',
  text: 'Stretch',
  priority: 'Low',
  weekdays: [1, 3, 5],
  rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
  startsOn: null,
  paused: false,
  createdAt: now,
  updatedAt: now,
  ...over,
});

describe('calendarFeedEvents', () => {
  it('shows open timed tasks of Today and Tomorrow with an alarm, and each active routine once', () => {
    const edited = now - 3_600_000;
    const events = calendarFeedEvents(
      [
        task({ updatedAt: edited }),
        task({ id: 'b', section: 'tomorrow' }),
        task({ id: 'c', remindAt: null }),
        task({ id: 'd', completed: true }),
        task({ id: 'e', section: 'brainDump' }),
      ],
      [routine({ updatedAt: edited }), routine({ id: 'p', paused: true })],
      'Europe/Paris',
    );
    expect(events.map((e) => e.uid)).toEqual(['task-a@dayflow', 'task-b@dayflow', 'routine-r@dayflow']);
    expect(events[0]).toMatchObject({ start: { at: Date.parse('2026-11-26T14:00:00Z') }, stamp: edited, alarm: true });
    // One event repeating by its rule, from its first day on or after the day it was made (a Friday).
    expect(events[2]).toMatchObject({
      start: { date: '2026-11-27' },
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      stamp: edited,
    });
    expect(events[2]!.alarm).toBeUndefined();
  });

  it('starts a rule routine on its first day by its rule, and writes the rule anew', () => {
    const monthly = routine({
      id: 'm',
      weekdays: [],
      rrule: 'rrule:bymonthday=-1;freq=monthly',
      startsOn: '2026-02-10',
    });
    const everyDay = routine({ id: 'd', weekdays: [0, 1, 2, 3, 4, 5, 6], rrule: 'FREQ=DAILY' });
    const events = calendarFeedEvents([], [monthly, everyDay], 'Europe/Paris');
    expect(events).toMatchObject([
      { uid: 'routine-m@dayflow', start: { date: '2026-02-28' }, rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' },
      { uid: 'routine-d@dayflow', start: { date: '2026-11-26' }, rrule: 'FREQ=DAILY' },
    ]);
  });

  it("counts the day a routine was made in the user's zone", () => {
    // 23:30 on Thursday in UTC is already Friday in Tokyo.
    const late = routine({
      weekdays: [4, 5],
      rrule: 'FREQ=WEEKLY;BYDAY=TH,FR',
      createdAt: Date.parse('2026-11-26T23:30:00Z'),
    });
    expect(calendarFeedEvents([], [late], 'Asia/Tokyo')[0]!.start).toEqual({ date: '2026-11-27' });
    expect(calendarFeedEvents([], [late], 'Europe/London')[0]!.start).toEqual({ date: '2026-11-26' });
  });
});
