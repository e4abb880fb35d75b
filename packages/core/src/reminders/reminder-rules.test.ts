import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderAfterMove, reminderFate, reminderPresets, snoozeChoices } from './reminder-rules';

const zone = 'Europe/Paris';
const now = Date.parse('2026-11-26T10:00:00Z'); // Thursday 11:00 in Paris
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('reminderAfterMove', () => {
  it.each([
    // Today 15:00 → Tomorrow: tomorrow 15:00.
    ['today', 'tomorrow', '2026-11-26T14:00:00Z', '2026-11-27T14:00:00.000Z'],
    // Tomorrow 09:00 → Today: today 09:00.
    ['tomorrow', 'today', '2026-11-27T08:00:00Z', '2026-11-26T08:00:00.000Z'],
    // Brain Dump has no date: moving there keeps the instant; moving from there takes the list's date.
    ['today', 'brainDump', '2026-11-26T14:00:00Z', '2026-11-26T14:00:00.000Z'],
    ['brainDump', 'tomorrow', '2026-11-30T14:00:00Z', '2026-11-27T14:00:00.000Z'],
    ['today', 'today', '2026-11-26T14:00:00Z', '2026-11-26T14:00:00.000Z'],
  ] as const)('%s → %s moves %s to %s', (from, to, before, after) => {
    expect(iso(reminderAfterMove(at(before), from, to, now, zone))).toBe(after);
  });

  it('leaves no reminder as none', () => {
    expect(reminderAfterMove(null, 'today', 'tomorrow', now, zone)).toBeNull();
  });
});

describe('isReminderDue', () => {
  it('is due once the time has come on an open task only', () => {
    expect(isReminderDue({ remindAt: '2026-11-26T10:00:00Z', completed: false }, now)).toBe(true);
    expect(isReminderDue({ remindAt: '2026-11-26T10:00:01Z', completed: false }, now)).toBe(false);
    expect(isReminderDue({ remindAt: '2026-11-26T09:00:00Z', completed: true }, now)).toBe(false);
    expect(isReminderDue({ remindAt: null, completed: false }, now)).toBe(false);
  });
});

describe('reminderFate', () => {
  it('sends up to an hour late, then calls it missed', () => {
    expect(reminderFate(now, now)).toBe('send');
    expect(reminderFate(now - 3_600_000, now)).toBe('send');
    expect(reminderFate(now - 3_600_001, now)).toBe('missed');
  });
});

describe('reminderPresets', () => {
  it('offers later today, this evening and tomorrow morning', () => {
    const presets = reminderPresets(now + 7 * 60_000, zone);
    expect(iso(presets.laterToday)).toBe('2026-11-26T13:15:00.000Z');
    expect(iso(presets.thisEvening)).toBe('2026-11-26T17:00:00.000Z');
    expect(iso(presets.tomorrowMorning)).toBe('2026-11-27T08:00:00.000Z');
  });

  it('drops what is no longer ahead today', () => {
    const late = at('2026-11-26T21:30:00Z'); // 22:30 in Paris
    expect(reminderPresets(late, zone)).toEqual({
      laterToday: null,
      thisEvening: null,
      tomorrowMorning: at('2026-11-27T08:00:00Z'),
    });
  });
});

describe('snoozeChoices', () => {
  it.each([
    // 11:00 in Paris: all four.
    ['2026-11-26T10:00:00Z', '2026-11-26T10:10:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T17:00:00.000Z'],
    // 17:59: this evening is a minute away and still offered.
    ['2026-11-26T16:59:00Z', '2026-11-26T17:09:00.000Z', '2026-11-26T17:59:00.000Z', '2026-11-26T17:00:00.000Z'],
    // 18:00 on the dot and later: this evening is not ahead any more.
    ['2026-11-26T17:00:00Z', '2026-11-26T17:10:00.000Z', '2026-11-26T18:00:00.000Z', null],
    ['2026-11-26T22:55:00Z', '2026-11-26T23:05:00.000Z', '2026-11-26T23:55:00.000Z', null],
  ])('at %s', (when, tenMinutes, oneHour, thisEvening) => {
    const choices = snoozeChoices(at(when), zone);
    expect(iso(choices.tenMinutes)).toBe(tenMinutes);
    expect(iso(choices.oneHour)).toBe(oneHour);
    expect(iso(choices.thisEvening)).toBe(thisEvening);
    expect(iso(choices.tomorrowMorning)).toBe('2026-11-27T08:00:00.000Z');
  });

  it('tomorrow morning is the next local date’s 9:00, across a DST change and a year end', () => {
    // Saturday 24 October 2026, 23:30 in Paris; the clocks go back that night (UTC+2 → UTC+1).
    expect(iso(snoozeChoices(at('2026-10-24T21:30:00Z'), zone).tomorrowMorning)).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(snoozeChoices(at('2026-12-31T22:30:00Z'), zone).tomorrowMorning)).toBe('2027-01-01T08:00:00.000Z');
  });
});
