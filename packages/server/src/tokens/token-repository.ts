import type { AccessToken } from '@dayflow/core';
import type { AccessTokenTable, Db } from '../db';

const toAccessToken = (row: Omit<AccessTokenTable, 'uid' | 'token_hash'>): AccessToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

const LISTED = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

export async function insertAccessToken(db: Db, row: AccessTokenTable): Promise<AccessToken> {
  await db.insertInto('access_tokens').values(row).execute();
  return toAccessToken(row);
}

export async function listAccessTokens(db: Db, uid: string): Promise<AccessToken[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select(LISTED)
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAccessToken);
}

export async function countAccessTokens(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('access_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** True when the user had this token; someone else's id is as missing as an unknown one. */
export async function deleteAccessToken(db: Db, uid: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('access_tokens').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface TokenOwner {
  tokenId: string;
  scope: AccessTokenTable['scope'];
  expiresAt: number | null;
  lastUsedAt: number | null;
  uid: string;
  email: string;
  name: string | null;
  image: string | null;
}

/** The token with this hash and its owner, in one indexed read. */
export async function findTokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | undefined> {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.uid')
    .select([
      'access_tokens.id as tokenId',
      'access_tokens.scope as scope',
      'access_tokens.expires_at as expiresAt',
      'access_tokens.last_used_at as lastUsedAt',
      'users.id as uid',
      'users.email as email',
      'users.display_name as name',
      'users.photo_url as image',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Records a use unless one was recorded less than `resolutionMs` ago; the condition is in the
 * statement too, so instances racing on the same token write it once.
 */
export async function markTokenUsed(db: Db, id: string, now: number, resolutionMs: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - resolutionMs)]))
    .execute();
}
