import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_REQUIRED_CODE, PASSKEY_TEXTS, SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { CalendarFeedSection } from '../calendar/calendar-feed-section';
import { TokensSection } from '../tokens/tokens-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));
const signWithPasskeyAt = vi.fn(async (_path: string) => {});
vi.mock('../../lib/passkey-ceremony', () => ({ signWithPasskeyAt: (path: string) => signWithPasskeyAt(path) }));

const CONFIRM_FIRST = {
  status: 403,
  body: { error: 'Confirm it is you first.', field: 'password', code: CONFIRM_REQUIRED_CODE },
};
const NOW = Date.now();
const created = (body: unknown) => ({
  status: 201,
  body: {
    ...(body as object),
    id: 'b3f1c1de-0000-4000-8000-000000000001',
    createdAt: NOW,
    expiresAt: null,
    lastUsedAt: null,
    token: 'dft_secret123',
  },
});

let api: FakeJsonApi;
/** POST /api/tokens asks to confirm until /api/account/confirm (or a passkey) was done. */
let confirmedNow: boolean;
beforeEach(() => {
  userId = `user-${++userNo}`;
  confirmedNow = false;
  signWithPasskeyAt.mockClear();
  api = fakeJsonApi();
  api.on('GET /api/tokens', { body: { tokens: [] } });
  api.on('GET /api/auth/list-accounts', {
    body: [{ id: 'acc-1', providerId: 'credential', accountId: userId, createdAt: '2026-01-01T00:00:00.000Z' }],
  });
  api.on('GET /api/auth-providers', {
    body: { providers: [], localAccounts: true, passwordReset: false, passkeys: true },
  });
  api.on('GET /api/auth/passkey/list', { body: [] });
  api.on('POST /api/tokens', (body) => (confirmedNow ? created(body) : CONFIRM_FIRST));
  api.on('POST /api/account/confirm', (body) => {
    if ((body as { password: string }).password !== 'correct horse battery')
      return { status: 400, body: { error: 'Wrong password', field: 'password' } };
    confirmedNow = true;
    return { status: 204 };
  });
});
afterEach(() => vi.unstubAllGlobals());

const createToken = async (name: string) => {
  await userEvent.type(screen.getByLabelText(SECURITY_TEXTS.tokenName), name);
  await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.createToken }));
};

describe('Confirm it is you', () => {
  it('asks for the password when the server wants it, then sends the request once more', async () => {
    render(<TokensSection />);
    await screen.findByText(SECURITY_TEXTS.noTokens);
    await createToken('Home script');

    const dialog = await screen.findByRole('dialog', { name: SECURITY_TEXTS.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(SECURITY_TEXTS.confirmHint);
    const password = screen.getByLabelText(SECURITY_TEXTS.confirmPassword);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'wrong guess');
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_FEEDBACK_TEXTS.confirmWrongPassword);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/tokens')).toHaveLength(1);

    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.confirm }));

    expect(await screen.findByDisplayValue('dft_secret123')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/account/confirm')).toEqual([
      { password: 'wrong guess' },
      { password: 'correct horse battery' },
    ]);
    expect(api.bodiesOf('POST /api/tokens')).toHaveLength(2);
  });

  it('Escape cancels: nothing is sent again, and no error is shown', async () => {
    render(<TokensSection />);
    await screen.findByText(SECURITY_TEXTS.noTokens);
    await createToken('Home script');
    await screen.findByRole('dialog', { name: SECURITY_TEXTS.confirmTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/tokens')).toHaveLength(1);
    expect(api.requests.map((r) => r.route)).not.toContain('POST /api/account/confirm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The form is there to try again.
    expect(screen.getByRole('button', { name: SECURITY_TEXTS.createToken })).toBeEnabled();
  });

  it('retries once only: a second refusal is shown, not asked again', async () => {
    api.on('POST /api/tokens', CONFIRM_FIRST);
    render(<TokensSection />);
    await screen.findByText(SECURITY_TEXTS.noTokens);
    await createToken('Home script');
    await userEvent.type(await screen.findByLabelText(SECURITY_TEXTS.confirmPassword), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm it is you first.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/tokens')).toHaveLength(2);
  });

  it('offers a passkey when the account has one: a fresh sign-in, and the old session ends', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    api.on('GET /api/auth/passkey/list', {
      body: [{ id: 'pk-1', name: 'Mac', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    let sessionId = 'old-session';
    signWithPasskeyAt.mockImplementation(async () => {
      sessionId = 'new-session';
      confirmedNow = true;
    });
    api.on('GET /api/auth/get-session', () => ({ body: { session: { id: sessionId }, user: {} } }));
    api.on('GET /api/session', () => ({
      body: { profile: { id: userId, email: 'a@example.com', displayName: null, photoURL: null } },
    }));
    const session = (id: string, token: string) => ({
      id,
      token,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-02-01T00:00:00.000Z',
      ipAddress: null,
      userAgent: null,
    });
    api.on('GET /api/auth/list-sessions', {
      body: [session('old-session', 'old-token'), session('new-session', 'new-token')],
    });
    api.on('POST /api/auth/revoke-session', { body: { status: true } });

    render(<TokensSection />);
    await screen.findByText(SECURITY_TEXTS.noTokens);
    await createToken('Home script');
    const dialog = await screen.findByRole('dialog', { name: SECURITY_TEXTS.confirmTitle });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(SECURITY_TEXTS.confirmHintPasskey));
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.confirmWithPasskey }));

    expect(await screen.findByDisplayValue('dft_secret123')).toBeInTheDocument();
    expect(signWithPasskeyAt).toHaveBeenCalledWith('/api/auth/passkey/sign-in');
    expect(api.bodiesOf('POST /api/auth/revoke-session')).toEqual([{ token: 'old-token' }]);
    expect(api.requests.map((r) => r.route)).not.toContain('POST /api/account/confirm');
  });

  it('says so when the passkey did not work, and keeps the dialog open', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    api.on('GET /api/auth/passkey/list', {
      body: [{ id: 'pk-1', name: 'Mac', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    api.on('GET /api/auth/get-session', { body: { session: { id: 'old-session' }, user: {} } });
    signWithPasskeyAt.mockImplementation(async () => {
      throw new Error('NotAllowedError');
    });
    render(<TokensSection />);
    await screen.findByText(SECURITY_TEXTS.noTokens);
    await createToken('Home script');
    await userEvent.click(await screen.findByRole('button', { name: SECURITY_TEXTS.confirmWithPasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.failed);
    expect(screen.getByRole('dialog', { name: SECURITY_TEXTS.confirmTitle })).toBeInTheDocument();
  });

  it('guards the calendar link the same way', async () => {
    api.on('GET /api/calendar-feed', { body: { active: false, createdAt: null } });
    api.on('POST /api/calendar-feed', () =>
      confirmedNow ? { body: { url: 'http://localhost/api/calendar/abc.ics' } } : CONFIRM_FIRST,
    );
    render(<CalendarFeedSection />);
    expect(await screen.findByText(SECURITY_TEXTS.feedOff)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.feedCreate }));
    await userEvent.type(await screen.findByLabelText(SECURITY_TEXTS.confirmPassword), 'correct horse battery{Enter}');
    expect(await screen.findByDisplayValue('http://localhost/api/calendar/abc.ics')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.route === 'POST /api/calendar-feed')).toHaveLength(2);
  });
});
