import { z } from 'zod/mini';

/** Deleting an account asks for its email, typed again, so it is never one stray click. */
export const DeleteAccountSchema = z.strictObject({
  confirmEmail: /* @__PURE__ */ z.string().check(z.trim(), z.maxLength(320)),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
