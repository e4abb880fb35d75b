import { describe, expect, it } from 'vitest';
import { DEFAULT_NUDGES, NUDGE_TEXTS, NudgeSettingsSchema, dueNudges, inQuietHours, type NudgeContext } from './nudges';

// 2026-11-26 is a Thursday.
const base: NudgeContext = {
  settings: { ...DEFAULT_NUDGES, plan: '08:00', review: '20:00', streak: '18:00' },
  today: '2026-11-26',
  minutes: 8 * 60,
  sent: { plan: null, review: null, streak: null },
  restDays: [],
  streak: { count: 4, lastActive: '2026-11-25' },
  openToday: 2,
};
const at = (h: number, m = 0) => h * 60 + m;

describe('dueNudges', () => {
  it('sends each at its time, within the hour, once a day', () => {
    expect(dueNudges({ ...base, minutes: at(7, 59) })).toEqual([]);
    expect(dueNudges({ ...base, minutes: at(8) })).toEqual(['plan']);
    expect(dueNudges({ ...base, minutes: at(9) })).toEqual(['plan']);
    expect(dueNudges({ ...base, minutes: at(9, 1) })).toEqual([]);
    expect(dueNudges({ ...base, minutes: at(8, 30), sent: { ...base.sent, plan: '2026-11-26' } })).toEqual([]);
    expect(dueNudges({ ...base, minutes: at(8, 30), sent: { ...base.sent, plan: '2026-11-25' } })).toEqual(['plan']);
  });

  it('is off by default', () => {
    expect(dueNudges({ ...base, settings: DEFAULT_NUDGES, minutes: at(8) })).toEqual([]);
  });

  it('reviews only a Today with open tasks', () => {
    expect(dueNudges({ ...base, minutes: at(20) })).toEqual(['review']);
    expect(dueNudges({ ...base, minutes: at(20), openToday: 0 })).toEqual([]);
  });

  it('warns of a streak of 2+ that would end today, never on a rest day or once it is safe', () => {
    expect(dueNudges({ ...base, minutes: at(18) })).toEqual(['streak']);
    // The planner opened today counted the day: safe, whether or not anything was completed.
    expect(dueNudges({ ...base, minutes: at(18), streak: { count: 5, lastActive: '2026-11-26' } })).toEqual([]);
    expect(dueNudges({ ...base, minutes: at(18), streak: { count: 1, lastActive: '2026-11-25' } })).toEqual([]);
    expect(dueNudges({ ...base, minutes: at(18), restDays: [4] })).toEqual([]);
    // Already broken (last active two days ago): nothing left to save.
    expect(dueNudges({ ...base, minutes: at(18), streak: { count: 4, lastActive: '2026-11-24' } })).toEqual([]);
    // Over a rest Wednesday the streak is still alive.
    expect(
      dueNudges({ ...base, minutes: at(18), restDays: [3], streak: { count: 4, lastActive: '2026-11-24' } }),
    ).toEqual(['streak']);
  });

  it('says what keeps the streak: opening the planner, as the streak counts it', () => {
    expect(NUDGE_TEXTS.message.streak(4)).toBe(
      'Your 4-day streak is waiting: open your planner today to keep it going.',
    );
    expect(NUDGE_TEXTS.message.streak(4)).not.toMatch(/task/);
  });

  it('stays silent in quiet hours, across midnight too', () => {
    const quiet = { ...base.settings, quietFrom: '22:00', quietUntil: '08:30' };
    expect(dueNudges({ ...base, settings: quiet, minutes: at(8) })).toEqual([]);
    expect(dueNudges({ ...base, settings: quiet, minutes: at(8, 30) })).toEqual(['plan']);
    expect(inQuietHours(at(23), quiet)).toBe(true);
    expect(inQuietHours(at(12), quiet)).toBe(false);
    expect(inQuietHours(at(13), { quietFrom: '12:00', quietUntil: '14:00' })).toBe(true);
  });

  it('takes HH:MM times only', () => {
    expect(NudgeSettingsSchema.safeParse({ ...DEFAULT_NUDGES, plan: '8:00' }).success).toBe(false);
    expect(NudgeSettingsSchema.safeParse({ ...DEFAULT_NUDGES, plan: '24:00' }).success).toBe(false);
    expect(NudgeSettingsSchema.safeParse({ ...DEFAULT_NUDGES, plan: '07:45' }).success).toBe(true);
  });
});
