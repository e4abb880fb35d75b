import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type Task } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { meStatus, sameOrigin } from '../../test/support/sessions';

describe('Dayflow-Protocol on writes', () => {
  const t = useTestApp();
  const older = String(SYNC_PROTOCOL_VERSION - 1);

  it('refuses a write from an older app with 426 naming the header, and changes nothing', async () => {
    const user = await signUp(t.app);
    const kept = await createTaskAs(user, { text: 'kept' });
    const writes = [
      { method: 'POST' as const, url: '/api/tasks', payload: { id: crypto.randomUUID(), text: 'new' } },
      { method: 'PATCH' as const, url: `/api/tasks/${kept.id}`, payload: { text: 'edited' } },
      { method: 'DELETE' as const, url: `/api/tasks/${kept.id}` },
      { method: 'POST' as const, url: `/api/tasks/${kept.id}/move`, payload: { section: 'later', index: 0 } },
    ];
    for (const write of writes) {
      const res = await user.inject({ ...write, headers: { 'dayflow-protocol': older } });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(426);
      expect(res.json()).toEqual({
        error: expect.stringContaining('Dayflow-Protocol'),
        field: 'Dayflow-Protocol',
        code: 'upgrade-required',
      });
      expect(res.headers['dayflow-protocol']).toBe(String(SYNC_PROTOCOL_VERSION));
    }
    expect(await listTasksAs(user)).toEqual([kept]);
  });

  it('takes the same write from the current app, and from a script that sends no header', async () => {
    const user = await signUp(t.app);
    const current = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { 'dayflow-protocol': String(SYNC_PROTOCOL_VERSION) },
      payload: { id: crypto.randomUUID(), text: 'from the app' },
    });
    expect(current.statusCode).toBe(201);
    const script = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { id: crypto.randomUUID(), text: 'from a script' },
    });
    expect(script.statusCode).toBe(201);
    expect((await listTasksAs(user)).map((task: Task) => task.text)).toEqual(['from the app', 'from a script']);
  });

  it('takes notes writes from the current app and refuses them from an older one', async () => {
    const user = await signUp(t.app);
    const refused = await user.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { 'dayflow-protocol': older },
      payload: { title: 'Old', body: 'Book train' },
    });
    expect(refused.statusCode).toBe(426);
  });

  it.each(['abc', '1.5', '-1', '', '1, 1'])('refuses Dayflow-Protocol: %j with 400 naming it', async (value) => {
    const user = await signUp(t.app);
    const res = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { 'dayflow-protocol': value },
      payload: { id: crypto.randomUUID(), text: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('Dayflow-Protocol'), field: 'Dayflow-Protocol' });
    expect(await listTasksAs(user)).toEqual([]);
  });

  it('never holds back signing out, whatever the app sends', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie: user.cookie, 'dayflow-protocol': older },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, user.cookie)).toBe(401);
  });
});
