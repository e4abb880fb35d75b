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
  it('shows open timed tasks of Today and Tomorrow, and routines on their days for a week', () => {
    const events = calendarFeedEvents(
      [
        task({}),
        task({ id: 'b', section: 'tomorrow' }),
        task({ id: 'c', remindAt: null }),
        task({ id: 'd', completed: true }),
        task({ id: 'e', section: 'brainDump' }),
      ],
      [routine({}), routine({ id: 'p', paused: true })],
      now,
      'Europe/Paris',
    );
    expect(events.map((e) => e.uid)).toEqual([
      'task-a@dayflow',
      'task-b@dayflow',
      'routine-r-2026-11-27@dayflow', // Friday
      'routine-r-2026-11-30@dayflow', // Monday
      'routine-r-2026-12-02@dayflow', // Wednesday; Thursday 3 December is past the seven days
    ]);
    expect(events[0]!.start).toEqual({ at: Date.parse('2026-11-26T14:00:00Z') });
  });

  it('shows a rule routine on the days its rule names, day by day among the others', () => {
    const monthly = routine({ id: 'm', weekdays: [], rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startsOn: '2026-01-31' });
    const friday = routine({ id: 'f', weekdays: [5], rrule: 'FREQ=WEEKLY;BYDAY=FR' });
    const events = calendarFeedEvents([], [friday, monthly], now, 'Europe/Paris');
    expect(events.map((e) => e.uid)).toEqual([
      'routine-f-2026-11-27@dayflow',
      'routine-m-2026-11-30@dayflow', // November's last day
    ]);
  });
});
