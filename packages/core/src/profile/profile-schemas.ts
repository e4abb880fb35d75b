import { z } from 'zod/mini';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * `GET /api/session`: who is signed in through this browser's cookie, `null` when nobody is.
 * The web app asks this rather than `/api/me`, whose 401 a signed-out visitor's console would
 * show as an error on every page load.
 */
export const SessionAnswerSchema = z.object({ profile: z.nullable(ProfileSchema) });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/** `code`: a machine-readable reason where the client acts on it (e.g. `confirm-required`). */
export const ApiErrorSchema = z.object({
  error: z.string(),
  field: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
