import { z } from 'zod/mini';

// Answers only Settings reads, in a module of their own: sharing a module with the planner's
// schemas would make the bundler split it out of the planner's chunk (ADR 19).

/** `GET /api/push/key`: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const PushKeySchema = z.object({ publicKey: z.string() });

/** `POST /api/calendar-feed`: the secret address calendars subscribe to. */
export const CalendarFeedSchema = z.object({ url: z.string() });

/** `GET /api/calendar-feed`: whether a feed address exists; the address itself is shown only once. */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.nullable(z.number()) });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;
/**
 * `GET /api/push/devices`: the devices that receive reminders, named from their browser's
 * User-Agent ('' for a part not recognised). `current`: turned on by the session asking.
 * The push endpoint itself is never given out.
 */
export const PushDeviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.number(),
  lastDeliveredAt: z.nullable(z.number()),
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;
export const PushDevicesSchema = z.object({ devices: z.array(PushDeviceSchema) });
