import { DEFAULT_NUDGES, type NudgeKind, type NudgeSettings } from '@dayflow/core';
import type { NudgeSettingsTable, Db } from '../../db';

const pad = (n: number) => String(n).padStart(2, '0');
const toClock = (minutes: number | null) =>
  minutes === null ? null : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const toMinutes = (clock: string | null) =>
  clock === null ? null : Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const toNudgeSettings = (row: NudgeSettingsTable | undefined): NudgeSettings =>
  row
    ? {
        plan: toClock(row.plan_at),
        review: toClock(row.review_at),
        streak: toClock(row.streak_at),
        quietFrom: toClock(row.quiet_from),
        quietUntil: toClock(row.quiet_until),
      }
    : DEFAULT_NUDGES;

export async function findNudgeSettings(db: Db, uid: string): Promise<NudgeSettings> {
  return toNudgeSettings(await db.selectFrom('nudge_settings').selectAll().where('uid', '=', uid).executeTakeFirst());
}

export async function saveNudgeSettings(db: Db, uid: string, s: NudgeSettings): Promise<void> {
  const values = {
    plan_at: toMinutes(s.plan),
    review_at: toMinutes(s.review),
    streak_at: toMinutes(s.streak),
    quiet_from: toMinutes(s.quietFrom),
    quiet_until: toMinutes(s.quietUntil),
  };
  await db
    .insertInto('nudge_settings')
    .values({ uid, ...values })
    .onConflict((oc) => oc.column('uid').doUpdateSet(values))
    .execute();
}

const SENT_COLUMN = { plan: 'plan_sent', review: 'review_sent', streak: 'streak_sent' } as const;

/**
 * Marks a nudge sent for the user's local date, unless it already was: one conditional UPDATE,
 * so of several instances sweeping at once exactly one gets `true` and sends it.
 */
export async function claimNudge(db: Db, uid: string, kind: NudgeKind, today: string): Promise<boolean> {
  const column = SENT_COLUMN[kind];
  const result = await db
    .updateTable('nudge_settings')
    .set({ [column]: today })
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<>', today)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
