import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  MAX_USER_AGENT_LENGTH,
  PushKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '@dayflow/core';
import { HttpError, notFound } from '../../http';
import { isAllowedPushEndpoint } from './push-origins';
import { deleteSubscription, saveSubscriptionWithin, type Subscriber } from './push-subscription-repository';
import { SESSION_ONLY } from './push-device-routes';
import type { VapidKeys } from './vapid-keys';

const SavedSubscriptionSchema = z.object({ endpoint: z.string() });

/**
 * Turning notifications on and off for one device of the signed-in user. A session cookie only
 * (access tokens are refused by the scope): each device belongs to the session that turned it on.
 */
export async function pushRoutes(app: FastifyInstance, { vapid }: { vapid: VapidKeys }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/push/key',
    {
      schema: {
        security: SESSION_ONLY,
        summary: 'The VAPID public key for pushManager.subscribe',
        response: { 200: PushKeySchema },
      },
    },
    async () => ({
      publicKey: vapid.publicKey,
    }),
  );

  r.post(
    '/api/push/subscriptions',
    {
      schema: {
        security: SESSION_ONLY,
        summary: "Turn reminders on for this device (the browser's PushSubscription.toJSON())",
        description: `201 new, 200 known. The endpoint must be a browser push service (or PUSH_SERVICE_ORIGINS), written as the URL standard writes it, else 400 naming \`endpoint\`; at most ${MAX_PUSH_SUBSCRIPTIONS} devices. The device belongs to this session: signing it out or revoking it turns the device off.`,
        body: PushSubscriptionSchema,
        response: { 200: SavedSubscriptionSchema, 201: SavedSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const sub = request.body;
      // Never a request to an address the client chose: only the browsers' push services.
      if (!isAllowedPushEndpoint(sub.endpoint, app.config.push.extraOrigins)) {
        throw new HttpError(400, 'endpoint must be a browser push service address', 'endpoint');
      }
      const who = await subscriberOf(app, request);
      const lockUser = app.dialect === 'postgres';
      const saved = await saveSubscriptionWithin(app.db, lockUser, who, sub, app.config.now(), MAX_PUSH_SUBSCRIPTIONS);
      if (saved === 'full') {
        throw new HttpError(
          400,
          `Notifications are on for ${MAX_PUSH_SUBSCRIPTIONS} devices: turn them off on one first`,
          'endpoint',
        );
      }
      return reply.code(saved === 'known' ? 200 : 201).send({ endpoint: sub.endpoint });
    },
  );

  r.delete(
    '/api/push/subscriptions',
    {
      schema: {
        security: SESSION_ONLY,
        summary: 'Turn reminders off for one device of yours',
        body: PushUnsubscribeSchema,
      },
    },
    async (request, reply) => {
      if (!(await deleteSubscription(app.db, request.user.id, request.body.endpoint))) throw notFound('Subscription');
      return reply.code(204).send();
    },
  );
}

async function subscriberOf(app: FastifyInstance, request: FastifyRequest): Promise<Subscriber> {
  const session = await app.sessionFromHeaders(request.headers);
  const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) || null;
  return { uid: request.user.id, sessionId: session?.sessionId ?? null, userAgent };
}
