import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@dayflow/core';
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

describe('apiFetch and the sync protocol', () => {
  const sent = () => {
    const calls: { path: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (path: string, init: { headers: Record<string, string> }) => {
      calls.push({ path, headers: init.headers });
      return new Response('{}', { status: 200 });
    });
    return calls;
  };

  it('says which protocol it speaks on every write to our API, and only there', async () => {
    const calls = sent();
    await apiFetch('/api/tasks', { method: 'POST', body: {} });
    await apiFetch('/api/notes/n1', { method: 'DELETE' });
    await apiFetch('/api/tasks');
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    const protocol = String(SYNC_PROTOCOL_VERSION);
    expect(calls.map((call) => call.headers[PROTOCOL_HEADER])).toEqual([protocol, protocol, undefined, undefined]);
  });

  it('on a 426, reloads into the new version and sends no write after it', async () => {
    const upgrade = await import('./protocol-upgrade');
    const reacted = vi.spyOn(upgrade, 'upgradeRequired').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'old', field: PROTOCOL_HEADER }), { status: 426 }),
    );
    const error = await apiFetch('/api/tasks', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 426, field: PROTOCOL_HEADER });
    expect(reacted).toHaveBeenCalledTimes(1);

    vi.spyOn(upgrade, 'upgradeIsRequired').mockReturnValue(true);
    const calls = sent();
    const held = await apiFetch('/api/tasks/a', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(held).toMatchObject({ status: 426 });
    await apiFetch('/api/tasks');
    expect(calls.map((call) => call.path)).toEqual(['/api/tasks']); // reads still go
    vi.restoreAllMocks();
  });
});
