import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NudgeSettingsSchema } from '@dayflow/core';
import { findNudgeSettings, saveNudgeSettings } from './nudge-repository';

/** Daily nudges of the signed-in user: each off by default, each at its own local time. */
export async function nudgeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/nudges',
    {
      schema: {
        summary: 'Daily nudges and quiet hours (local HH:MM times; null is off)',
        response: { 200: NudgeSettingsSchema },
      },
    },
    async (request) => findNudgeSettings(app.db, request.user.id),
  );
  r.put(
    '/api/nudges',
    {
      schema: {
        summary: 'Set daily nudges and quiet hours (every field; null turns one off)',
        body: NudgeSettingsSchema,
        response: { 200: NudgeSettingsSchema },
      },
    },
    async (request) => {
      await saveNudgeSettings(app.db, request.user.id, request.body);
      return findNudgeSettings(app.db, request.user.id);
    },
  );
}
