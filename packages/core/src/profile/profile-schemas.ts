import { z } from 'zod';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ApiErrorSchema = z.object({ error: z.string(), field: z.string().optional() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
