import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';

/** Whether this account asks for a code after the password (read fresh: another device may change it). */
async function readTwoFactor(): Promise<{ enabled: boolean }> {
  const session = await apiFetch<{ user?: { twoFactorEnabled?: boolean | null } } | null>('/api/auth/get-session');
  return { enabled: session?.user?.twoFactorEnabled === true };
}

export const twoFactorStore = perKey((_uid: string) =>
  createServerData({ what: 'two-factor status', read: readTwoFactor }),
);

export interface TotpSetup {
  totpURI: string;
  backupCodes: string[];
}

export const startTotpSetup = (password: string) =>
  apiFetch<TotpSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } });

/** The first code from the app: proves it was set up, and turns two-factor on. */
export const confirmTotpSetup = (code: string) =>
  apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });

export const turnTwoFactorOff = (password: string) =>
  apiFetch<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
