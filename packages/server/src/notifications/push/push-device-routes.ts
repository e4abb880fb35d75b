import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { PushDevicesSchema, browserOf, systemOf, type PushDevice } from '@dayflow/core';
import { notFound } from '../../http';
import { deleteDevice, devicesOf } from './push-subscription-repository';

/** A session cookie only: push devices are refused to access tokens (reminders/index.ts). */
export const SESSION_ONLY = [{ session: [] }];

const DeviceParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });

/**
 * The devices that receive the user's reminders, as Settings lists them: named from the browser
 * that subscribed, never with their push endpoint (a capability to write to that browser).
 */
export async function pushDeviceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/push/devices',
    {
      schema: {
        security: SESSION_ONLY,
        summary: 'The devices that receive your reminders',
        description:
          "Newest first. browser and os are named from the subscribing browser's User-Agent ('' when not recognised); current: turned on by this session.",
        response: { 200: PushDevicesSchema },
      },
    },
    async (request) => {
      const session = await app.sessionFromHeaders(request.headers);
      const rows = await devicesOf(app.db, request.user.id);
      const devices: PushDevice[] = rows.map((row) => ({
        id: row.id,
        browser: browserOf(row.user_agent),
        os: systemOf(row.user_agent),
        createdAt: Number(row.created_at),
        lastDeliveredAt: row.last_delivered_at === null ? null : Number(row.last_delivered_at),
        current: session !== null && row.session_id === session.sessionId,
      }));
      return { devices };
    },
  );

  r.delete(
    '/api/push/devices/:id',
    {
      schema: {
        security: SESSION_ONLY,
        summary: 'Stop sending reminders to one of your devices',
        description: "204; an unknown id or another user's → 404.",
        params: DeviceParamsSchema,
      },
    },
    async (request, reply) => {
      if (!(await deleteDevice(app.db, request.user.id, request.params.id))) throw notFound('Device');
      return reply.code(204).send();
    },
  );
}
