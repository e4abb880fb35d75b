import https, { type Agent } from 'node:https';
import webpush from 'web-push';
import { REMINDER_PUSH_TTL_S } from '@dayflow/core';
import type { Db } from '../../db';
import { pushEndpointUrl } from './push-origins';
import { forgetSubscription, markDelivered, type StoredSubscription } from './push-subscription-repository';
import type { VapidKeys } from './vapid-keys';

export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  extraOrigins: readonly string[];
  agent: Agent | undefined;
  log: { warn(obj: object, msg: string): void };
  now: () => number;
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
  const url = pushEndpointUrl(sub.endpoint, ctx.extraOrigins);
  if (!url) return 'refused';
  try {
    const status = await post(url, ctx, sub, JSON.stringify(payload));
    if (status === 404 || status === 410) {
      await forgetSubscription(ctx.db, sub.id);
      return 'gone';
    }
    if (status < 200 || status > 299) {
      ctx.log.warn({ status, subscription: sub.id }, 'push not delivered');
      return 'failed';
    }
    await markDelivered(ctx.db, sub.id, ctx.now());
    return 'sent';
  } catch (err) {
    ctx.log.warn({ err, subscription: sub.id }, 'push not delivered');
    return 'failed';
  }
}

/**
 * The library encrypts and sets the headers; the request itself is made here, to the host, port
 * and path of the URL that was checked. (The library's own sender reads the endpoint again with
 * Node's legacy parser, which can see another host in the same string.)
 */
function post(url: URL, ctx: PushContext, sub: StoredSubscription, body: string): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: url.href, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    body,
    {
      TTL: REMINDER_PUSH_TTL_S,
      urgency: 'high',
    },
  );
  const { subject, publicKey, privateKey } = ctx.vapid;
  const vapid = webpush.getVapidHeaders(url.origin, subject, publicKey, privateKey, 'aes128gcm');
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || 443,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { ...details.headers, Authorization: vapid.Authorization },
        timeout: PUSH_TIMEOUT_MS,
        ...(ctx.agent && { agent: ctx.agent }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body);
  });
}
