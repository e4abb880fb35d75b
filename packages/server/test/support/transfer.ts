// Test-only helpers for the export and import tests (not imported by the app).
import type { LightMyRequestResponse } from 'fastify';
import type { ImportRequest, ImportSummary } from '@dayflow/core';
import type { SignedInUser } from './test-app';

export const exportAs = (user: SignedInUser, format: 'json' | 'csv' = 'json') =>
  user.inject({ method: 'GET', url: `/api/export?format=${format}` });

export const postImport = (user: SignedInUser, body: Partial<ImportRequest> | string, preview = false) =>
  user.inject({
    method: 'POST',
    url: preview ? '/api/import/preview' : '/api/import',
    ...(typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'application/json' } }
      : { payload: body }),
  });

/** Imports and fails the test on anything but 200. */
export async function importAs(user: SignedInUser, body: Partial<ImportRequest>): Promise<ImportSummary> {
  const response: LightMyRequestResponse = await postImport(user, body);
  if (response.statusCode !== 200) throw new Error(`import failed: ${response.statusCode} ${response.body}`);
  return response.json<ImportSummary>();
}
