import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_REQUIRED_CODE, SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

const ENDED = { sessions: 2, tokens: 1, calendarLink: 1, pushDevices: 0, trustedDevices: 1, resetLinks: 0 };
let api: FakeJsonApi;
beforeEach(() => {
  userId = `user-${++userNo}`;
  api = fakeJsonApi();
  api.on('POST /api/account/sign-out-everywhere', { body: ENDED });
  api.on('GET /api/auth/list-accounts', { body: [{ id: 'acc-1', providerId: 'credential' }] });
  api.on('GET /api/auth-providers', {
    body: { providers: [], localAccounts: true, passwordReset: false, passkeys: false },
  });
  api.on('GET /api/auth/passkey/list', { body: [] });
});
afterEach(() => vi.unstubAllGlobals());

const start = () => userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhere }));
const yes = () => userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhereConfirm }));

describe('Sign out everywhere', () => {
  it('asks first; Cancel sends nothing', async () => {
    render(<SignOutEverywhereSection />);
    await start();
    expect(screen.getByText(SECURITY_TEXTS.signOutEverywhereQuestion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhereConfirm })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.cancel }));
    expect(api.requests).toEqual([]);
    expect(screen.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhere })).toHaveFocus();
  });

  it('ends everything but this session and says what it ended', async () => {
    render(<SignOutEverywhereSection />);
    await start();
    await yes();
    expect(await screen.findByText(SECURITY_FEEDBACK_TEXTS.ended(ENDED))).toBeInTheDocument();
    expect(SECURITY_FEEDBACK_TEXTS.ended(ENDED)).toBe(
      'Signed out everywhere else. Ended 2 other sessions, 1 API token, the calendar link and 1 trusted browser.',
    );
    expect(api.bodiesOf('POST /api/account/sign-out-everywhere')).toEqual([{}]);
  });

  it('confirms it is you first when the session is not fresh, then ends them', async () => {
    let confirmed = false;
    api.on('POST /api/account/sign-out-everywhere', () =>
      confirmed
        ? { body: ENDED }
        : { status: 403, body: { error: 'Confirm it is you', field: 'password', code: CONFIRM_REQUIRED_CODE } },
    );
    api.on('POST /api/account/confirm', () => {
      confirmed = true;
      return { status: 204 };
    });
    render(<SignOutEverywhereSection />);
    await start();
    await yes();
    await userEvent.type(await screen.findByLabelText(SECURITY_TEXTS.confirmPassword), 'correct horse battery{Enter}');
    expect(await screen.findByText(SECURITY_FEEDBACK_TEXTS.ended(ENDED))).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/account/sign-out-everywhere')).toHaveLength(2);
  });

  it('says when nothing else was signed in, and when it failed', async () => {
    const none = { sessions: 0, tokens: 0, calendarLink: 0, pushDevices: 0, trustedDevices: 0, resetLinks: 0 };
    api.on('POST /api/account/sign-out-everywhere', { body: none });
    render(<SignOutEverywhereSection />);
    await start();
    await yes();
    expect(await screen.findByText(SECURITY_FEEDBACK_TEXTS.ended(none))).toBeInTheDocument();

    api.on('POST /api/account/sign-out-everywhere', { status: 503, body: { error: 'down' } });
    await start();
    await yes();
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_FEEDBACK_TEXTS.signOutEverywhereFailed);
  });
});
