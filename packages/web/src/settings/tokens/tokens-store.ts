import {
  AccessTokenListSchema,
  CreatedAccessTokenSchema,
  type CreateAccessTokenInput,
  type CreatedAccessToken,
} from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createServerData, perKey } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';

/** The one owner of a user's access-token list (never the secrets: only a create answers one). */
function createTokensStore() {
  const list = createServerData({
    what: 'access tokens',
    read: () => readJson('/api/tokens', AccessTokenListSchema).then(({ tokens }) => tokens),
  });
  const { update } = list;

  return {
    ...list,
    async create(input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
      const created = await readJson('/api/tokens', CreatedAccessTokenSchema, { method: 'POST', body: input });
      const { token: _secret, ...listed } = created;
      update((tokens) => [...tokens, listed]);
      return created;
    },
    async revoke(id: string): Promise<void> {
      await apiFetch(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
      update((tokens) => tokens.filter((token) => token.id !== id));
    },
  };
}

export const tokensStore = perKey(createTokensStore);
export type TokensStore = ReturnType<typeof createTokensStore>;
