import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@dayflow/core';
import { KEPT_KEYS } from '../lib/forget-browser-data';
import { SessionProvider, useSession } from './session';

const ana: Profile = { id: 'ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

/** What a signed-in day leaves in this browser: tasks, outbox, profile, goal, streak, zone, review. */
const ANA_KEYS = {
  'dayflow:sync:v1:ana:tasks': JSON.stringify([{ id: 't1', text: 'Call the bank about my loan' }]),
  'dayflow:sync:v1:ana:outbox': JSON.stringify([{ op: 'create', text: 'secret plan' }]),
  'dayflow:last-profile': JSON.stringify(ana),
  'dayflow.goal.ana': '7',
  'dayflow.streak.ana': JSON.stringify({ count: 3, lastActive: '2026-11-25' }),
  'dayflow.zone.ana': 'Europe/Paris',
  'dayflow.review.ana': '2026-11-25',
  'dayflow:sign-in-provider': 'google',
};

function answerSession(profile: Profile | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ profile }), { headers: { 'content-type': 'application/json' } })),
  );
}

function Status() {
  const { session } = useSession();
  return <p>{session.status}</p>;
}

function ClearButton() {
  const { clear } = useSession();
  return <button onClick={clear}>clear</button>;
}

// Issue 24: on a shared browser, task texts survived a sign-out made from another device, and
// the goal, streak and time-zone keys survived Log Out.
describe('a browser forgets the last user when the server says nobody is signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const [key, value] of Object.entries(ANA_KEYS)) localStorage.setItem(key, value);
    for (const key of KEPT_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('another-app', 'theirs');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const remaining = () => Object.keys({ ...localStorage }).sort();

  it('at load, when the session ended elsewhere: every dayflow key but the theme and the returning flag goes', async () => {
    answerSession(null);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signedOut');
    expect(remaining()).toEqual(['another-app', ...KEPT_KEYS].sort());
  });

  it('keeps everything while the server still names the user', async () => {
    answerSession(ana);
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signedIn');
    for (const key of Object.keys(ANA_KEYS)) expect(localStorage.getItem(key), key).not.toBeNull();
  });

  it('on Log Out or a 401 (clear): the same', async () => {
    answerSession(ana);
    render(
      <SessionProvider>
        <Status />
        <ClearButton />
      </SessionProvider>,
    );
    await screen.findByText('signedIn');
    screen.getByRole('button', { name: 'clear' }).click();
    await waitFor(() => expect(remaining()).toEqual(['another-app', ...KEPT_KEYS].sort()));
  });

  describe('and the last user’s reminders stop ringing here', () => {
    const unsubscribe = vi.fn(async () => true);
    beforeEach(() => {
      unsubscribe.mockClear();
      const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { getRegistration: async () => registration },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    it('drops this browser’s push subscription when the server says nobody is signed in', async () => {
      answerSession(null);
      render(
        <SessionProvider>
          <Status />
        </SessionProvider>,
      );
      await screen.findByText('signedOut');
      await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    });

    it('keeps it while the server still names the user', async () => {
      answerSession(ana);
      render(
        <SessionProvider>
          <Status />
        </SessionProvider>,
      );
      await screen.findByText('signedIn');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unsubscribe).not.toHaveBeenCalled();
    });
  });
});
