import type { AccessToken, CreateAccessTokenInput, CreatedAccessToken } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { perKey } from '../../lib/resource-store';
import { loadableStore } from '../loadable';

/** The one owner of a user's access-token list (never the secrets: only a create answers one). */
function createTokensStore() {
  const list = loadableStore(
    () => apiFetch<{ tokens: AccessToken[] }>('/api/tokens').then(({ tokens }) => tokens),
    'access tokens',
  );
  const update = (change: (tokens: AccessToken[]) => AccessToken[]) => {
    const now = list.resource.get();
    if (now.status === 'loaded') list.resource.set({ status: 'loaded', value: change(now.value) });
  };

  return {
    ...list,
    async create(input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
      const created = await apiFetch<CreatedAccessToken>('/api/tokens', { method: 'POST', body: input });
      const { token: _secret, ...listed } = created;
      update((tokens) => [...tokens, listed]);
      return created;
    },
    async revoke(id: string): Promise<void> {
      await apiFetch<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
      update((tokens) => tokens.filter((token) => token.id !== id));
    },
  };
}

export const tokensStore = perKey(createTokensStore);
export type TokensStore = ReturnType<typeof createTokensStore>;
