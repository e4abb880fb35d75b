import { AuthProvidersSchema, LinkedAccountsSchema, ProviderRedirectSchema, SECURITY_TEXTS } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

export interface SignInMethod {
  id: string;
  name: string;
  linked: boolean;
  /** A provider this deployment offers, which a signed-in user may add to the account. */
  linkable: boolean;
  /** The linked account's row, for unlinking; undefined when not linked. */
  accountId?: string;
}

const CREDENTIAL = 'credential';

/** The ways this account signs in, and the deployment's providers it could add. */
async function readMethods(): Promise<SignInMethod[]> {
  const [accounts, offered] = await Promise.all([
    readJson('/api/auth/list-accounts', LinkedAccountsSchema),
    readJson('/api/auth-providers', AuthProvidersSchema),
  ]);
  const linked = new Map(accounts.map((account) => [account.providerId, account.id]));
  const methods: SignInMethod[] = offered.providers.map(({ id, name }) => ({
    id,
    name,
    linked: linked.has(id),
    linkable: true,
    accountId: linked.get(id),
  }));
  for (const [id, accountId] of linked) {
    if (methods.some((method) => method.id === id)) continue;
    methods.unshift({ id, name: SECURITY_TEXTS.providerNames[id] ?? id, linked: true, linkable: false, accountId });
  }
  return methods.sort((a, b) => Number(b.id === CREDENTIAL) - Number(a.id === CREDENTIAL));
}

/**
 * Adds a provider to the signed-in account: the provider's page, then back to Settings → Security, with
 * `?error=` when it did not link (docs/api.md, "Linking a sign-in provider").
 */
export async function startLinking(provider: string): Promise<void> {
  const back = '/settings/security';
  const { url } = await readJson('/api/auth/link-social', ProviderRedirectSchema, {
    method: 'POST',
    body: { provider, callbackURL: back, errorCallbackURL: back },
  });
  window.location.assign(url);
}

/** Removes a provider from the account; the library refuses to remove the last sign-in method. */
export const unlinkProvider = (accountId: string) =>
  apiFetch('/api/auth/unlink-account', { method: 'POST', body: { accountId } });

export const providersStore = perKey((_uid: string) =>
  createServerData({ what: 'sign-in methods', read: readMethods }),
);
