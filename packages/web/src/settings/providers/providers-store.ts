import { SETTINGS_TEXTS, type AuthProviders } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { perKey } from '../../lib/resource-store';
import { loadableStore } from '../loadable';

export interface SignInMethod {
  id: string;
  name: string;
  linked: boolean;
  /** A provider this deployment offers, which a signed-in user may add to the account. */
  linkable: boolean;
}

const CREDENTIAL = 'credential';

/** The ways this account signs in, and the deployment's providers it could add. */
async function readMethods(): Promise<SignInMethod[]> {
  const [accounts, offered] = await Promise.all([
    apiFetch<{ providerId: string }[]>('/api/auth/list-accounts'),
    apiFetch<AuthProviders>('/api/auth-providers'),
  ]);
  const linked = new Set(accounts.map((account) => account.providerId));
  const methods: SignInMethod[] = offered.providers.map(({ id, name }) => ({
    id,
    name,
    linked: linked.has(id),
    linkable: true,
  }));
  for (const id of linked) {
    if (methods.some((method) => method.id === id)) continue;
    methods.unshift({ id, name: SETTINGS_TEXTS.providerNames[id] ?? id, linked: true, linkable: false });
  }
  return methods.sort((a, b) => Number(b.id === CREDENTIAL) - Number(a.id === CREDENTIAL));
}

/**
 * Adds a provider to the signed-in account: the provider's page, then back to Settings, with
 * `?error=` when it did not link (docs/api.md, "Linking a sign-in provider").
 */
export async function startLinking(provider: string): Promise<void> {
  const back = '/settings';
  const { url } = await apiFetch<{ url: string }>('/api/auth/link-social', {
    method: 'POST',
    body: { provider, callbackURL: back, errorCallbackURL: back },
  });
  window.location.assign(url);
}

export const providersStore = perKey((_uid: string) => loadableStore(readMethods, 'sign-in methods'));
