import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstData, Profile } from '@dayflow/core';
import { ApiRequestError } from '../lib/api';
import { checkSessionEarly, SessionProvider, useSession } from '../session/session';
import { EarlyLiveConnection } from '../sync/browser/early-live';
import { boot, type BootDeps } from './boot';

const ana: Profile = { id: 'ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };
const bo: Profile = { id: 'bo', email: 'bo@example.com', displayName: 'Bo', photoURL: null };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** boot() with fakes; the live connection is the real one over a fake socket. */
function setup(
  options: {
    path?: string;
    cached?: Profile | null;
    /** The companion cookie's user; by default the cached profile's. */
    signedIn?: string | null;
    storedTasks?: boolean;
    firstData?: FirstData | null;
  } = {},
) {
  const me = deferred<Profile | null>();
  const sockets: { close: ReturnType<typeof vi.fn>; since: number | undefined }[] = [];
  const live = new EarlyLiveConnection((handlers, since) => {
    const socket = { close: vi.fn(), since };
    sockets.push(socket);
    queueMicrotask(() => handlers.onOpen());
    return socket;
  });
  const cached = options.cached === undefined ? ana : options.cached;
  const deps: BootDeps = {
    path: options.path ?? '/planner',
    firstData: () => options.firstData ?? null,
    cachedProfile: () => cached,
    signedInUserId: () => (options.signedIn === undefined ? (cached?.id ?? null) : options.signedIn),
    hasStoredTasks: () => options.storedTasks ?? false,
    checkSession: vi.fn(() => me.promise),
    loadPlanner: vi.fn(() => Promise.resolve({})),
    loadLogin: vi.fn(() => Promise.resolve({})),
    live,
    startSession: vi.fn(),
    keep: vi.fn(),
    holdWrites: vi.fn(),
  };
  boot(deps);
  const adopt = (userId: string) => live.adopt(userId, { onOpen() {}, onMessage() {}, onClose() {} });
  return { me, deps, sockets, adopt };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('boot', () => {
  it('starts the session check, the planner chunk and the live socket together for a returning user', () => {
    const { deps, sockets } = setup();
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
    expect(deps.loadPlanner).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('gives the socket to the cached user’s store once the server names that user', async () => {
    const { me, adopt, sockets } = setup();
    me.resolve(ana);
    await me.promise;
    expect(adopt('ana')).not.toBeNull();
    expect(sockets[0]!.close).not.toHaveBeenCalled();
  });

  it('does not give it away before the server has answered', () => {
    const { adopt, sockets } = setup();
    expect(adopt('ana')).toBeNull();
    expect(sockets[0]!.close).toHaveBeenCalled();
  });

  it('drops the socket unread when the server names another user', async () => {
    const { me, adopt, sockets } = setup();
    me.resolve(bo);
    await me.promise;
    expect(sockets[0]!.close).toHaveBeenCalled();
    expect(adopt('bo')).toBeNull();
    expect(adopt('ana')).toBeNull();
  });

  it('drops the socket when nobody is signed in and when the server cannot be reached', async () => {
    const signedOut = setup();
    signedOut.me.resolve(null);
    await signedOut.me.promise;
    expect(signedOut.sockets[0]!.close).toHaveBeenCalled();
    expect(signedOut.adopt('ana')).toBeNull();
    for (const error of [new ApiRequestError(503, 'Storage unavailable'), new TypeError('Failed to fetch')]) {
      const { me, adopt, sockets } = setup();
      me.reject(error);
      await me.promise.catch(() => undefined);
      expect(sockets[0]!.close).toHaveBeenCalled();
      expect(adopt('ana')).toBeNull();
    }
  });

  it('confirms the user before anyone else awaiting the same answer (the session provider) runs', async () => {
    const { me, adopt } = setup();
    let adopted: unknown = 'not yet';
    const provider = me.promise.then(() => {
      adopted = adopt('ana');
    });
    me.resolve(ana);
    await provider;
    expect(adopted).not.toBeNull();
  });

  it('only checks the session without a cached profile, or away from the planner', () => {
    for (const options of [{ cached: null }, { path: '/login' }, { path: '/auth/done' }, { path: '/coming-soon' }]) {
      const { deps, sockets } = setup(options);
      expect(deps.checkSession).toHaveBeenCalledTimes(1);
      expect(deps.loadPlanner).not.toHaveBeenCalled();
      expect(sockets).toHaveLength(0);
    }
  });

  it('starts the login page’s chunk for a device with no cached profile on / or /login only', () => {
    for (const path of ['/', '/login']) expect(setup({ path, cached: null }).deps.loadLogin).toHaveBeenCalled();
    for (const options of [
      { path: '/planner', cached: null },
      { path: '/auth/done', cached: null },
      { path: '/login' },
    ]) {
      expect(setup(options).deps.loadLogin).not.toHaveBeenCalled();
    }
  });

  it('starts the planner from the root too (it redirects a signed-in user there)', () => {
    const { deps, sockets } = setup({ path: '/' });
    expect(deps.loadPlanner).toHaveBeenCalled();
    expect(sockets).toHaveLength(1);
  });

  it('does not leave an unhandled rejection when the early check fails without a cached profile', async () => {
    const { me } = setup({ cached: null });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    me.reject(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

const firstData: FirstData = {
  profile: ana,
  dailyGoal: 7,
  streak: { count: 2, lastActive: '2026-11-25' },
  settings: { timeZone: 'Europe/Paris', rollover: true, restDays: [] },
  tasks: { tasks: [], version: 42 },
};

describe('boot with the data the page came with (a cold open)', () => {
  it('asks nothing: the session is the page’s, and the socket resumes from its version, confirmed', () => {
    const { deps, sockets, adopt } = setup({ cached: null, firstData });
    expect(deps.checkSession).not.toHaveBeenCalled();
    expect(deps.keep).toHaveBeenCalledWith(firstData);
    expect(deps.startSession).toHaveBeenCalledWith({ kind: 'confirmed', profile: ana, timeZone: 'Europe/Paris' });
    expect(deps.loadPlanner).toHaveBeenCalled();
    expect(sockets.map((socket) => socket.since)).toEqual([42]);
    expect(adopt('ana')).not.toBeNull();
    expect(deps.holdWrites).not.toHaveBeenCalled();
  });

  it('is not looked for on pages that are not the planner’s', () => {
    const { deps } = setup({ path: '/login', cached: null, firstData });
    expect(deps.keep).not.toHaveBeenCalled();
    expect(deps.checkSession).toHaveBeenCalled();
  });
});

describe('boot of a warm open', () => {
  it('shows the device’s copy at once, unconfirmed, with writes held, while the check and the socket run', () => {
    const { deps, sockets } = setup({ storedTasks: true });
    expect(deps.startSession).toHaveBeenCalledWith({ kind: 'unconfirmed', profile: ana });
    expect(deps.holdWrites).toHaveBeenCalledWith('ana');
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('waits for the server without stored tasks, without the companion cookie, or when it names someone else', () => {
    for (const options of [
      { storedTasks: false },
      { storedTasks: true, signedIn: null },
      { storedTasks: true, signedIn: 'bo' },
    ]) {
      const { deps } = setup(options);
      expect(deps.startSession).not.toHaveBeenCalled();
      expect(deps.holdWrites).not.toHaveBeenCalled();
    }
  });

  it('without the companion cookie opens no socket and fetches the login page: the session has run out', () => {
    const { deps, sockets } = setup({ path: '/', storedTasks: true, signedIn: null });
    expect(sockets).toHaveLength(0);
    expect(deps.loadPlanner).not.toHaveBeenCalled();
    expect(deps.loadLogin).toHaveBeenCalled();
  });
});

describe('the early session check', () => {
  // The signed-in app also reports its time zone; only the session checks count here.
  const meRequests = (fetchMock: { mock: { calls: unknown[][] } }) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/session').length;

  function Status() {
    const { session } = useSession();
    return <p>{session.status === 'signedIn' ? session.profile.id : session.status}</p>;
  }

  it('is the request the session provider uses: /api/session is asked once', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ profile: ana }), { status: 200 })));
    void checkSessionEarly();
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText('ana')).toBeInTheDocument());
    expect(meRequests(fetchMock)).toBe(1);
  });

  it('is used once: a later refresh asks again', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ profile: bo }), { status: 200 })));
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText('bo')).toBeInTheDocument());
    expect(meRequests(fetchMock)).toBe(1);
  });
});
