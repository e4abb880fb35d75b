import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { REMINDER_PUSH_TTL_S } from '@dayflow/core';
import type { Db } from '../../db';
import { isAllowedPushEndpoint } from './push-origins';
import { forgetSubscription, type StoredSubscription } from './push-subscription-repository';
import type { VapidKeys } from './vapid-keys';

export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  extraOrigins: readonly string[];
  agent: Agent | undefined;
  log: { warn(obj: object, msg: string): void };
}

/** A push service that does not answer within this is given up on; the next reminder tries again. */
const PUSH_TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/**
 * Encrypts (RFC 8291) and sends one message to one device, signed with our VAPID key (RFC 8292).
 * A registration the push service no longer knows (404, 410) is deleted. An endpoint outside the
 * allowed push services is never contacted, even if one reached the table some other way.
 */
export async function sendPush(ctx: PushContext, sub: StoredSubscription, payload: object): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(sub.endpoint, ctx.extraOrigins)) return 'refused';
  try {
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: ctx.vapid,
        TTL: REMINDER_PUSH_TTL_S,
        urgency: 'high',
        timeout: PUSH_TIMEOUT_MS,
        ...(ctx.agent && { agent: ctx.agent }),
      },
    );
    return 'sent';
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
      await forgetSubscription(ctx.db, sub.id);
      return 'gone';
    }
    ctx.log.warn({ err, subscription: sub.id }, 'push not delivered');
    return 'failed';
  }
}
