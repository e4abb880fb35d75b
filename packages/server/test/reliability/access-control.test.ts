import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Streak, Task } from '@dayflow/core';
import { signUp, type SignedInUser, type TestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { openLiveSynced, RefusedUpgrade, type LiveClient } from '../support/live-client';

// User B (and a signed-out visitor, and a foreign web page) tries every task, goal and streak
// route and the live socket with user A's ids. Each must behave as if A did not exist, and no
// byte of A's data may appear in anything they receive.

const hex = () => crypto.randomBytes(6).toString('hex');
const A_GOAL = 37;

interface Owner {
  user: SignedInUser;
  tasks: Task[];
  clientKeys: string[];
  /** Everything that identifies A's data: if any of it shows up for B, it leaked. */
  secrets: string[];
}

async function ownerWithData(t: Pick<TestApp, 'app'>): Promise<Owner> {
  const user = await signUp(t.app, { name: `Alice ${hex()}` });
  const clientKeys: string[] = [];
  const tasks: Task[] = [];
  for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
    const clientKey = `alice-${hex()}`;
    clientKeys.push(clientKey);
    const response = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey, text: `alice-secret-${section}-${hex()}`, section, priority: 'High' },
    });
    expect(response.statusCode).toBe(201);
    tasks.push(response.json<Task>());
  }
  expect(
    (await user.inject({ method: 'PATCH', url: `/api/tasks/${tasks[1]!.id}`, payload: { completed: true } }))
      .statusCode,
  ).toBe(200);
  expect((await user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: A_GOAL } })).statusCode).toBe(200);
  expect(
    (await user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'Pacific/Kiritimati' } }))
      .statusCode,
  ).toBe(200);
  const secrets = [user.id, user.email, ...clientKeys, ...tasks.flatMap((task) => [task.id, task.text])];
  return { user, tasks, clientKeys, secrets };
}

/** A's whole visible state, to prove nothing B did changed it. */
async function stateOf(user: SignedInUser): Promise<{ tasks: Task[]; goal: unknown; streak: Streak }> {
  const [tasks, goal, streak] = await Promise.all([
    user.inject({ method: 'GET', url: '/api/tasks' }),
    user.inject({ method: 'GET', url: '/api/goal' }),
    user.inject({ method: 'GET', url: '/api/streak' }),
  ]);
  return { tasks: tasks.json<{ tasks: Task[] }>().tasks, goal: goal.json(), streak: streak.json<Streak>() };
}

function expectNoLeak(body: string, secrets: string[], what: string): void {
  for (const secret of secrets) {
    if (body.includes(secret)) throw new Error(`${what} leaked "${secret}": ${body.slice(0, 500)}`);
  }
}

/** Every route that takes a task id, with a body a real client would send. */
const idRoutes = (id: string): InjectOptions[] => [
  { method: 'PATCH', url: `/api/tasks/${id}`, payload: { completed: false } },
  { method: 'PATCH', url: `/api/tasks/${id}`, payload: { text: 'taken over', priority: 'Low' } },
  { method: 'POST', url: `/api/tasks/${id}/move`, payload: { section: 'brainDump', index: 0 } },
  { method: 'POST', url: `/api/tasks/${id}/reset` },
  { method: 'DELETE', url: `/api/tasks/${id}` },
];

/** Every route of the task, goal and streak API. */
const allRoutes = (id: string): InjectOptions[] => [
  { method: 'GET', url: '/api/tasks' },
  { method: 'POST', url: '/api/tasks', payload: { clientKey: `k-${hex()}`, text: 'x' } },
  ...idRoutes(id),
  { method: 'GET', url: '/api/goal' },
  { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 3 } },
  { method: 'GET', url: '/api/streak' },
  { method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } },
];

const describeRoute = (o: InjectOptions) => `${o.method} ${o.url}`;
const isWrite = (o: InjectOptions) => o.method !== 'GET';

describe('access control: another user, a signed-out visitor and a foreign page get nothing of A', () => {
  let wsUrl: string;
  let alice: Owner;
  let bob: SignedInUser;
  const views: LiveClient[] = [];
  const open = async (headers: Record<string, string>, query = '') => {
    const view = await openLiveSynced(`${wsUrl}${query}`, headers);
    views.push(view);
    return view;
  };

  const t = useTestApp();
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
    alice = await ownerWithData(t);
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(async () => {
    await Promise.all(views.map((view) => view.close()));
  });

  it("answers B's every id route on A's tasks with the same 404 as for a task that does not exist", async () => {
    const before = await stateOf(alice.user);
    const missing = crypto.randomUUID();
    for (const task of alice.tasks) {
      const onAlice = idRoutes(task.id);
      const onMissing = idRoutes(missing);
      for (let i = 0; i < onAlice.length; i++) {
        const response = await bob.inject(onAlice[i]!);
        const control = await bob.inject(onMissing[i]!);
        expect(response.statusCode, describeRoute(onAlice[i]!)).toBe(404);
        expect(response.json()).toEqual(control.json());
        expectNoLeak(response.body, alice.secrets, describeRoute(onAlice[i]!));
      }
    }
    expect(await stateOf(alice.user)).toEqual(before);
  });

  it("gives B only B's own data on every read and write, whatever A's ids B adds", async () => {
    const before = await stateOf(alice.user);
    const attempts: { request: InjectOptions; status: number; check?: (r: LightMyRequestResponse) => void }[] = [
      {
        request: { method: 'GET', url: '/api/tasks' },
        status: 200,
        check: (r) => expect(r.json()).toEqual({ tasks: [], version: 0 }),
      },
      { request: { method: 'GET', url: `/api/tasks?uid=${alice.user.id}&id=${alice.tasks[0]!.id}` }, status: 200 },
      { request: { method: 'GET', url: `/api/tasks/${alice.tasks[0]!.id}` }, status: 404 },
      {
        request: { method: 'GET', url: '/api/goal' },
        status: 200,
        check: (r) => expect(r.json()).toEqual({ dailyGoal: 5 }),
      },
      {
        request: { method: 'GET', url: `/api/goal?uid=${alice.user.id}` },
        status: 200,
        check: (r) => expect(r.json()).toEqual({ dailyGoal: 5 }),
      },
      {
        request: { method: 'GET', url: '/api/streak', headers: { 'x-user-id': alice.user.id } },
        status: 200,
        check: (r) => expect(r.json()).toEqual({ count: 0, lastActive: null }),
      },
      {
        request: { method: 'GET', url: '/api/me' },
        status: 200,
        check: (r) => expect(r.json()).toMatchObject({ id: bob.id }),
      },
      // Claiming A's id in a body is refused outright (strict schemas), never honoured.
      { request: { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 9, uid: alice.user.id } }, status: 400 },
      {
        request: {
          method: 'POST',
          url: '/api/tasks',
          payload: { clientKey: `k-${hex()}`, text: 'b', uid: alice.user.id },
        },
        status: 400,
      },
      {
        request: {
          method: 'PATCH',
          url: `/api/tasks/${alice.tasks[0]!.id}`,
          payload: { uid: bob.id, completed: true },
        },
        status: 400,
      },
      // A's client key is only A's: B reusing it makes B's own task, never returns A's.
      {
        request: {
          method: 'POST',
          url: '/api/tasks',
          payload: { clientKey: alice.clientKeys[0], text: 'bob own task' },
        },
        status: 201,
        check: (r) => expect(r.json()).toMatchObject({ text: 'bob own task' }),
      },
      // A's task id is taken: B sending it as a new task's id is refused, A's task neither
      // returned nor changed.
      {
        request: { method: 'POST', url: '/api/tasks', payload: { id: alice.tasks[0]!.id, text: 'not yours' } },
        status: 409,
        check: (r) => expect(r.json()).toMatchObject({ field: 'id' }),
      },
      { request: { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 9 } }, status: 200 },
      {
        request: { method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } },
        status: 200,
        check: (r) => expect(r.json()).toMatchObject({ count: 1, event: 'welcome' }),
      },
    ];
    for (const { request, status, check } of attempts) {
      const response = await bob.inject(request);
      expect(response.statusCode, describeRoute(request)).toBe(status);
      // A 404 names the path B asked for; B wrote that id itself, so it is not a leak.
      const echoed = String(request.url).split('?')[0]!;
      expectNoLeak(response.body.split(echoed).join(''), alice.secrets, describeRoute(request));
      check?.(response);
    }
    const bobs = await stateOf(bob);
    expect(bobs.tasks.map((task) => task.text)).toEqual(['bob own task']);
    expect(bobs.goal).toEqual({ dailyGoal: 9 });
    expect(await stateOf(alice.user)).toEqual(before);
  });

  it('answers every route 401 with a JSON error when signed out or with a forged session', async () => {
    const before = await stateOf(alice.user);
    // The session token alone: the user's cookie header also carries the readable companion.
    const sessionPair = alice.user.cookie.split('; ').find((pair) => pair.includes('session_token='))!;
    const [name, value] = sessionPair.split('=') as [string, string];
    const forged = [
      {},
      { cookie: `${name}=${value.slice(0, -4)}AAAA` },
      { cookie: `${name}=${alice.user.id}` },
      { authorization: `Bearer ${alice.user.id}` },
    ];
    for (const headers of forged) {
      for (const request of [...allRoutes(alice.tasks[0]!.id), { method: 'GET', url: '/api/me' } as InjectOptions]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${describeRoute(request)} with ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
        expectNoLeak(response.body, alice.secrets, describeRoute(request));
      }
    }
    expect(await stateOf(alice.user)).toEqual(before);
  });

  it("refuses every write from a foreign Origin with 403, even with A's own valid session", async () => {
    const before = await stateOf(alice.user);
    const foreign = ['https://evil.example', 'http://localhost.evil.example', 'http://localhost:1', 'null'];
    const writes = [
      ...allRoutes(alice.tasks[0]!.id).filter(isWrite),
      { method: 'POST', url: '/api/auth/sign-out' } as InjectOptions,
    ];
    for (const origin of foreign) {
      for (const request of writes) {
        const response = await alice.user.inject({ ...request, headers: { origin } });
        expect(response.statusCode, `${describeRoute(request)} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    }
    // The session still works (sign-out was refused) and nothing changed.
    expect(await stateOf(alice.user)).toEqual(before);
    // The same requests from our own origin do go through: the 403 was the Origin, nothing else.
    const own = await alice.user.inject({
      method: 'PUT',
      url: '/api/goal',
      payload: { dailyGoal: A_GOAL },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it("never sends A's tasks or changes to B's sockets, and refuses sockets without a valid session or from a foreign origin", async () => {
    const refused = async (headers: Record<string, string>) => {
      const error = await openLiveSynced(wsUrl, headers).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RefusedUpgrade);
      return (error as RefusedUpgrade).status;
    };
    expect(await refused({})).toBe(401);
    expect(await refused({ cookie: `${alice.user.cookie.split('=')[0]}=forged` })).toBe(401);
    expect(await refused({ cookie: alice.user.cookie, origin: 'https://evil.example' })).toBe(403);

    const bobView = await open({ cookie: bob.cookie });
    const bobWithAliceId = await open({ cookie: bob.cookie }, `?uid=${alice.user.id}`);
    const aliceView = await open({ cookie: alice.user.cookie });
    expect([...aliceView.tasks.keys()].sort()).toEqual(alice.tasks.map((task) => task.id).sort());

    // A changes everything a user can change, while B keeps trying A's ids.
    const created = await alice.user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: `alice-${hex()}`, text: `alice-later-${hex()}`, section: 'today' },
    });
    const later = created.json<Task>();
    const secrets = [...alice.secrets, later.id, later.text];
    const aliceWrites: InjectOptions[] = [
      { method: 'PATCH', url: `/api/tasks/${later.id}`, payload: { text: `alice-edited-${hex()}` } },
      { method: 'POST', url: `/api/tasks/${later.id}/move`, payload: { section: 'tomorrow', index: 0 } },
      { method: 'POST', url: `/api/tasks/${alice.tasks[0]!.id}/reset` },
      { method: 'DELETE', url: `/api/tasks/${alice.tasks[2]!.id}` },
      { method: 'PUT', url: '/api/goal', payload: { dailyGoal: A_GOAL + 1 } },
    ];
    secrets.push(String((aliceWrites[0]!.payload as { text: string }).text));
    for (const request of aliceWrites) {
      expect((await alice.user.inject(request)).statusCode, describeRoute(request)).toBeLessThan(300);
      for (const attempt of idRoutes(later.id)) expect((await bob.inject(attempt)).statusCode).toBe(404);
    }
    // B's own change is delivered, so B's sockets were listening all along.
    const mine = (
      await bob.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { clientKey: `bob-${hex()}`, text: 'bob marker' },
      })
    ).json<Task>();
    await bobView.until(() => bobView.tasks.has(mine.id), "B's own change");
    await bobWithAliceId.until(() => bobWithAliceId.tasks.has(mine.id), "B's own change");
    await aliceView.until(
      () => !aliceView.tasks.has(alice.tasks[2]!.id) && aliceView.tasks.get(later.id)?.section === 'tomorrow',
      "A's changes",
    );

    for (const view of [bobView, bobWithAliceId]) {
      expectNoLeak(view.raw.join('\n'), secrets, "B's socket");
      for (const task of view.tasks.values()) expect(task.text).not.toMatch(/^alice/);
    }
    expect(bobView.messages.some((m) => m.type === 'goal' && m.dailyGoal === A_GOAL + 1)).toBe(false);
  });
});
