import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessToken, SECURITY_TEXTS, SECURITY_FEEDBACK_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { TokensSection } from './tokens-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

const DAY = 86_400_000;
const NOW = Date.now();
const NIGHTLY: AccessToken = {
  id: '0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11',
  name: 'Nightly export',
  scope: 'read',
  createdAt: NOW - 10 * DAY,
  expiresAt: NOW + 80 * DAY,
  lastUsedAt: NOW - DAY,
};

let api: FakeJsonApi;
beforeEach(() => {
  userId = `user-${++userNo}`; // a fresh token list per test
  api = fakeJsonApi();
  api.on('GET /api/tokens', { body: { tokens: [NIGHTLY] } });
});
afterEach(() => vi.unstubAllGlobals());

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('API tokens', () => {
  it('creates a token, shows its secret once with a copy button, and lists it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    api.on('POST /api/tokens', (body) => ({
      status: 201,
      body: {
        ...(body as object),
        id: 'b3f1c1de-0000-4000-8000-000000000001',
        createdAt: NOW,
        expiresAt: null,
        lastUsedAt: null,
        token: 'dft_secret123',
      },
    }));
    render(<TokensSection />);
    await screen.findByText('Nightly export');

    await userEvent.type(screen.getByLabelText(SECURITY_TEXTS.tokenName), 'Home script');
    await userEvent.selectOptions(
      screen.getByLabelText(SECURITY_TEXTS.tokenExpiry),
      SECURITY_TEXTS.tokenExpiries.never,
    );
    await userEvent.click(screen.getByLabelText(SECURITY_TEXTS.tokenReadOnly)); // read and write
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.createToken }));

    expect(api.bodiesOf('POST /api/tokens')).toEqual([
      { name: 'Home script', scope: 'read-write', expiresInDays: null },
    ]);
    const secret = await screen.findByDisplayValue('dft_secret123');
    expect(screen.getByText(SECURITY_TEXTS.tokenCreated)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.copy }));
    expect(writeText).toHaveBeenCalledWith('dft_secret123');
    expect(screen.getByRole('button', { name: SECURITY_TEXTS.copied })).toBeInTheDocument();

    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Nightly export' + SECURITY_TEXTS.readOnly),
      expect.stringContaining('Home script' + SECURITY_TEXTS.readWrite),
    ]);
    expect(rows()[1]).toHaveTextContent(SECURITY_TEXTS.tokenLastUsed(null));
    expect(rows()[1]).toHaveTextContent(SECURITY_TEXTS.tokenExpires(null, false));
    // Shown once: Done forgets the secret, and nothing on the page holds it any more.
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.done }));
    expect(secret).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('dft_secret123');
  });

  it('shows the server refusing a name next to the field, in words', async () => {
    api.on('POST /api/tokens', { status: 400, body: { error: 'name: must not be empty', field: 'name' } });
    render(<TokensSection />);
    await screen.findByText('Nightly export');
    await userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.createToken }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_FEEDBACK_TEXTS.tokenNameNeeded);
    expect(screen.getByLabelText(SECURITY_TEXTS.tokenName)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before revoking; Keep it sends nothing', async () => {
    render(<TokensSection />);
    const row = (await screen.findByText('Nightly export')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_TEXTS.revoke }));
    expect(within(row).getByText(SECURITY_FEEDBACK_TEXTS.revokeQuestion('Nightly export'))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: SECURITY_FEEDBACK_TEXTS.revokeConfirm })).toHaveFocus();
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_FEEDBACK_TEXTS.keepToken }));
    expect(within(row).queryByText(SECURITY_FEEDBACK_TEXTS.revokeQuestion('Nightly export'))).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.route)).not.toContain('DELETE /api/tokens/0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11');
    expect(screen.getByText('Nightly export')).toBeInTheDocument();
  });

  it('revokes a token once confirmed: DELETE, then it leaves the list', async () => {
    api.on('DELETE /api/tokens/0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11', { status: 204 });
    render(<TokensSection />);
    const row = (await screen.findByText('Nightly export')).closest('li')!;
    expect(row).toHaveTextContent(SECURITY_TEXTS.readOnly);
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_TEXTS.revoke }));
    expect(api.requests.map((r) => r.route)).not.toContain('DELETE /api/tokens/0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11');
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_FEEDBACK_TEXTS.revokeConfirm }));
    await waitFor(() => expect(screen.queryByText('Nightly export')).not.toBeInTheDocument());
    expect(api.requests.map((r) => r.route)).toContain('DELETE /api/tokens/0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11');
    expect(screen.getByText(SECURITY_TEXTS.noTokens)).toBeInTheDocument();
  });

  it('keeps a token whose revoke failed, and says why', async () => {
    api.on('DELETE /api/tokens/0b7c2f7e-4c1e-4d53-9a55-2f0f3b0d1a11', {
      status: 404,
      body: { error: 'Token not found' },
    });
    render(<TokensSection />);
    const row = (await screen.findByText('Nightly export')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_TEXTS.revoke }));
    await userEvent.click(within(row).getByRole('button', { name: SECURITY_FEEDBACK_TEXTS.revokeConfirm }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Token not found');
    expect(screen.getByText('Nightly export')).toBeInTheDocument();
  });
});
