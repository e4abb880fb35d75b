import { z } from 'zod/mini';

const Base64UrlSchema = /* @__PURE__ */ z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+=*$/, { message: 'must be base64url' }));

/** What the browser's `PushSubscription.toJSON()` gives. */
export const PushSubscriptionSchema = z.object({
  endpoint: /* @__PURE__ */ z.url({ protocol: /^https$/, message: 'must be an https URL' }).check(z.maxLength(1000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: Base64UrlSchema, auth: Base64UrlSchema }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.strictObject({ endpoint: z.string().check(z.maxLength(1000)) });

/** The app's icon (the web manifest's), shown on every notification Dayflow sends. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/**
 * A Web Push message for a reminder, as the service worker reads it. It carries its own words
 * and the snooze length: the worker is plain script and cannot import them from here.
 */
export const ReminderPushSchema = z.object({
  type: z.literal('reminder'),
  taskId: z.string(),
  text: z.string(),
  remindAt: z.string(),
  /** "Reminder · Today": what it is, and the list the task is in. */
  title: z.string(),
  icon: z.string(),
  labels: z.object({ done: z.string(), snooze: z.string() }),
  snoozeMs: z.number(),
});
export type ReminderPush = z.infer<typeof ReminderPushSchema>;
