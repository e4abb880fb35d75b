import { z } from 'zod/mini';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ApiErrorSchema = z.object({ error: z.string(), field: z.optional(z.string()) });
export type ApiError = z.infer<typeof ApiErrorSchema>;
