import { CurrentSessionSchema, TotpSetupSchema } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

/** Whether this account asks for a code after the password (read fresh: another device may change it). */
async function readTwoFactor(): Promise<{ enabled: boolean }> {
  const session = await readJson('/api/auth/get-session', CurrentSessionSchema);
  return { enabled: session?.user?.twoFactorEnabled === true };
}

export const twoFactorStore = perKey((_uid: string) =>
  createServerData({ what: 'two-factor status', read: readTwoFactor }),
);

export type { TotpSetup } from '@dayflow/core';

export const startTotpSetup = (password: string) =>
  readJson('/api/auth/two-factor/enable', TotpSetupSchema, { method: 'POST', body: { password } });

/** The first code from the app: proves it was set up, and turns two-factor on. */
export const confirmTotpSetup = (code: string) =>
  apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });

export const turnTwoFactorOff = (password: string) =>
  apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
