import type { BetterAuthOptions } from 'better-auth';
import { withoutControlCharacters } from '@dayflow/core';

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A name as it may be stored: NUL (PostgreSQL refuses it in text, and a SQLite row holding one
 * later stops `npm run migrate-db`) and lone UTF-16 surrogates (no UTF-8 form) become U+FFFD.
 * Other control characters (a line break would reach a mail) become spaces.
 * Our own forms refuse them with a 400 (DisplayNameSchema); this catches what arrives from a
 * provider's claims or any other way into the library.
 */
export function storableName(name: string): string {
  return withoutControlCharacters(name.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD'));
}

/** Every user row the library writes (sign-up, provider sign-in, update) gets a storable name. */
export const storableProfileHooks = {
  user: {
    create: {
      before: async (user) => ({ data: { ...user, name: storableName(String(user.name ?? '')) } }),
    },
    update: {
      before: async (user) =>
        typeof user.name === 'string' ? { data: { ...user, name: storableName(user.name) } } : { data: user },
    },
  },
} satisfies BetterAuthOptions['databaseHooks'];
