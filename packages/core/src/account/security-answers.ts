import { z } from 'zod/mini';

// The answers of the routes behind Settings → Security (docs/api.md, "Ways into the account").

/** `POST /api/account/confirm`: the password proves it is the owner, for the next few minutes. */
export const ConfirmItIsYouSchema = z.strictObject({ password: z.string().check(z.minLength(1)) });

/** `POST /api/account/sign-out-everywhere` (and what a password change ended): counts of each kind. */
export const EndedAccessSchema = z.object({
  sessions: z.number(),
  tokens: z.number(),
  calendarLink: z.number(),
  pushDevices: z.number(),
  trustedDevices: z.number(),
  resetLinks: z.number(),
});
export type EndedAccess = z.infer<typeof EndedAccessSchema>;

/** `GET /api/calendar-feed`: whether a link is on (the link itself is never shown again). */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.nullable(z.number()) });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** `GET /api/account/trusted-devices`: browsers that skip the two-factor code. */
export const TrustedDevicesSchema = z.object({
  devices: z.array(
    z.object({
      id: z.string(),
      createdAt: z.number(),
      expiresAt: z.number(),
      userAgent: z.nullable(z.string()),
      current: z.boolean(),
    }),
  ),
});
export type TrustedDevice = z.infer<typeof TrustedDevicesSchema>['devices'][number];
