import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SettingsSchema, UpdateSettingsSchema, canonicalTimeZone, localDateKey, type Settings } from '@dayflow/core';
import { ensureDayStarted } from '../day-start/ensure-day-started';
import { publishSettings } from './publish-settings';
import { findSettingsRow, saveSettings, toSettings } from './settings-repository';

/** GET /api/settings and PUT /api/settings (partial); the caller has already required a user. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings', { schema: { response: { 200: SettingsSchema } } }, async (request) =>
    toSettings(await findSettingsRow(app.db, request.user.id)),
  );

  r.put(
    '/api/settings',
    { schema: { body: UpdateSettingsSchema, response: { 200: SettingsSchema } } },
    async (request) => {
      const uid = request.user.id;
      const { timeZone } = request.body;
      // Stored as the zone is spelled canonically ('europe/paris' → 'Europe/Paris'): the schema
      // has checked that the zone is known, so there is always a canonical name.
      const change =
        timeZone === undefined ? request.body : { ...request.body, timeZone: canonicalTimeZone(timeZone)! };
      const settings = await app.db.transaction().execute(async (trx) => {
        const row = await findSettingsRow(trx, uid);
        const next: Settings = { ...toSettings(row), ...change };
        // The first zone we learn starts today without a rollover: there is no yesterday to roll from.
        const firstDay = next.timeZone && !row?.current_day ? localDateKey(app.config.now(), next.timeZone) : undefined;
        await saveSettings(trx, uid, next, firstDay);
        return next;
      });
      await publishSettings(app, uid, settings);
      // A new zone may already be on a later date (flying east): that day starts now.
      if (request.body.timeZone !== undefined) await ensureDayStarted(app, uid);
      return settings;
    },
  );
}
