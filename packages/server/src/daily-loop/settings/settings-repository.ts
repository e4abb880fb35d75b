import { maskToWeekdays, weekdaysToMask, type Settings } from '@dayflow/core';
import type { UserSettingsTable, Db } from '../../db';

export const DEFAULT_SETTINGS: Settings = { timeZone: null, rollover: true, restDays: [] };

type SettingsRow = Pick<UserSettingsTable, 'time_zone' | 'rollover' | 'rest_days'>;

/** The only place a settings row becomes the API's Settings. */
export function toSettings(row: SettingsRow | undefined): Settings {
  if (!row) return DEFAULT_SETTINGS;
  return { timeZone: row.time_zone, rollover: Number(row.rollover) === 1, restDays: maskToWeekdays(row.rest_days) };
}

export async function findSettingsRow(db: Db, uid: string): Promise<UserSettingsTable | undefined> {
  return db.selectFrom('user_settings').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function findSettings(db: Db, uid: string): Promise<Settings> {
  return toSettings(await findSettingsRow(db, uid));
}

/**
 * Writes the whole settings record (insert or replace). `currentDay` is only given when a zone
 * becomes known for the first time: that day counts as started, so nothing rolls over at once.
 */
export async function saveSettings(db: Db, uid: string, settings: Settings, currentDay?: string): Promise<void> {
  const values = {
    time_zone: settings.timeZone,
    rollover: settings.rollover ? 1 : 0,
    rest_days: weekdaysToMask(settings.restDays),
  };
  await db
    .insertInto('user_settings')
    .values({ uid, ...values, current_day: currentDay ?? null })
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet(currentDay === undefined ? values : { ...values, current_day: currentDay }),
    )
    .execute();
}

/** The zone a user's days are counted in: theirs, or UTC until a device has reported one. */
export function zoneOf(settings: Pick<Settings, 'timeZone'>): string {
  return settings.timeZone ?? 'UTC';
}
