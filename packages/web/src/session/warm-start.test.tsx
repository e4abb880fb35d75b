import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE, type Profile } from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { holdWrites } from '../lib/write-gate';
import { LAST_PROFILE_KEY } from './last-profile';
import { SessionProvider, useSession } from './session';
import { setSessionStart } from './session-start';

const ana: Profile = { id: 'ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

function Status() {
  const { session } = useSession();
  const text =
    session.status === 'signedIn'
      ? `${session.profile.id} ${session.confirmed ? 'confirmed' : 'unconfirmed'}`
      : session.status;
  return <p>{text}</p>;
}

/** /api/session answers `answer` (a profile, null, or a network failure); writes answer 200. */
function server(answer: Profile | null | Error) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/session') return new Response('{}', { status: 200 });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ profile: answer }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sessionChecks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/session').length;
  return { fetchMock, sessionChecks };
}

const renderProvider = () =>
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );

describe('a warm open (ADR 17)', () => {
  beforeEach(() => {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(ana));
    localStorage.setItem('dayflow:sync:v1:ana:tasks', '[]');
    localStorage.setItem('dayflow.streak.ana', '{"count":3,"lastActive":"2026-11-25"}');
    sessionStorage.setItem('dayflow:tab-id', 'tab-1');
    document.cookie = `${SIGNED_IN_COOKIE}=ana; Path=/`;
  });
  afterEach(() => {
    setSessionStart({ kind: 'loading' });
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('renders the user at once, unconfirmed, and confirms when the server names them; held writes then go', async () => {
    const { fetchMock } = server(ana);
    setSessionStart({ kind: 'unconfirmed', profile: ana });
    holdWrites('ana');
    const write = apiFetch('/api/goal', { method: 'PUT', body: { dailyGoal: 3 } });
    renderProvider();
    expect(screen.getByText('ana unconfirmed')).toBeInTheDocument();
    await screen.findByText('ana confirmed');
    await write;
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.indexOf('/api/goal')).toBeGreaterThan(urls.indexOf('/api/session'));
  });

  it('a "no session" answer signs the device out: every dayflow key of both storages, the cookie, the held writes', async () => {
    const { fetchMock } = server(null);
    setSessionStart({ kind: 'unconfirmed', profile: ana });
    holdWrites('ana');
    const write = apiFetch('/api/goal', { method: 'PUT', body: { dailyGoal: 3 } }).catch((error: unknown) => error);
    renderProvider();
    await screen.findByText('signedOut');
    expect(await write).toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/goal');
    expect(Object.keys({ ...localStorage }).filter((key) => key.startsWith('dayflow'))).toEqual([]);
    expect(Object.keys({ ...sessionStorage }).filter((key) => key.startsWith('dayflow'))).toEqual([]);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('keeps showing the device’s copy, unconfirmed, while the server cannot be reached', async () => {
    server(new TypeError('Failed to fetch'));
    setSessionStart({ kind: 'unconfirmed', profile: ana });
    renderProvider();
    await waitFor(() => expect(screen.getByText('ana unconfirmed')).toBeInTheDocument());
    expect(localStorage.getItem('dayflow:sync:v1:ana:tasks')).toBe('[]');
  });

  it('with no answer and no companion cookie (the session ran out), starts signed out', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
    server(new TypeError('Failed to fetch'));
    renderProvider();
    await screen.findByText('signedOut');
  });

  it('with the page’s data (a cold open) asks nothing at all', async () => {
    const { sessionChecks } = server(null);
    setSessionStart({ kind: 'confirmed', profile: ana, timeZone: null });
    renderProvider();
    expect(screen.getByText('ana confirmed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionChecks()).toBe(0);
  });
});
