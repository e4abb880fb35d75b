import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiRequestError } from './api';

afterEach(() => vi.unstubAllGlobals());

async function refusal(body: unknown, status = 400): Promise<ApiRequestError> {
  const statusText = status === 401 ? 'Unauthorized' : 'Bad Request';
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, statusText }));
  const error = await apiFetch('/api/tasks', { method: 'POST', body: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiFetch refusals', () => {
  it("carry our API's message and the field it names", async () => {
    const error = await refusal({ error: 'text: must not be empty', field: 'text' });
    expect([error.status, error.message, error.field]).toEqual([400, 'text: must not be empty', 'text']);
  });

  it('carry the code of a refusal that asks for something first', async () => {
    const error = await refusal({ error: 'Confirm it is you', field: 'password', code: 'confirm-required' }, 403);
    expect([error.status, error.field, error.code]).toEqual([403, 'password', 'confirm-required']);
  });

  it('say the status when the body is not ours (the sign-in library, a proxy, null)', async () => {
    for (const body of [{ code: 'INVALID_TOKEN', message: 'Invalid token' }, null, { error: { nested: true } }]) {
      const error = await refusal(body, 401);
      expect([error.status, error.message, error.field]).toEqual([401, 'Unauthorized', undefined]);
    }
  });
});
