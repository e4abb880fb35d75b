import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { ChangePasswordSection } from './change-password-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

let api: FakeJsonApi;
const accounts = (...providerIds: string[]) =>
  api.on('GET /api/auth/list-accounts', { body: providerIds.map((providerId, i) => ({ id: `acc-${i}`, providerId })) });
beforeEach(() => {
  userId = `user-${++userNo}`;
  api = fakeJsonApi();
  api.on('GET /api/auth-providers', {
    body: {
      providers: [{ id: 'google', name: 'Google', kind: 'google' }],
      localAccounts: true,
      passwordReset: false,
      passkeys: false,
    },
  });
  accounts('credential');
  api.on('POST /api/auth/change-password', { body: { token: null } });
});
afterEach(() => vi.unstubAllGlobals());

const fill = async (current: string, next: string) => {
  await userEvent.type(await screen.findByLabelText(SECURITY_TEXTS.currentPassword), current);
  await userEvent.type(screen.getByLabelText(SECURITY_TEXTS.newPassword), next);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: SECURITY_TEXTS.savePassword }));

describe('Change password', () => {
  it('signs the other devices out by default, and says so', async () => {
    render(<ChangePasswordSection />);
    await fill('correct horse battery', 'amber tide lantern');
    expect(screen.getByRole('checkbox', { name: SECURITY_TEXTS.signOutOthers })).toBeChecked();
    expect(screen.getByLabelText(SECURITY_TEXTS.newPassword)).toHaveAccessibleDescription(
      SECURITY_TEXTS.newPasswordHint,
    );
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(SECURITY_FEEDBACK_TEXTS.passwordChanged(true));
    expect(api.bodiesOf('POST /api/auth/change-password')).toEqual([
      { currentPassword: 'correct horse battery', newPassword: 'amber tide lantern', revokeOtherSessions: true },
    ]);
    expect(screen.getByLabelText(SECURITY_TEXTS.currentPassword)).toHaveValue('');
  });

  it('keeps them signed in when unticked', async () => {
    render(<ChangePasswordSection />);
    await fill('correct horse battery', 'amber tide lantern');
    await userEvent.click(screen.getByRole('checkbox', { name: SECURITY_TEXTS.signOutOthers }));
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(SECURITY_FEEDBACK_TEXTS.passwordChanged(false));
    expect(api.bodiesOf('POST /api/auth/change-password')).toEqual([
      expect.objectContaining({ revokeOtherSessions: false }),
    ]);
  });

  it("checks sign-up's rules before sending anything", async () => {
    render(<ChangePasswordSection />);
    await fill('correct horse battery', 'short');
    await submit();
    expect(screen.getByLabelText(SECURITY_TEXTS.newPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(SECURITY_TEXTS.newPassword)).toHaveAccessibleDescription('Use at least 8 characters');
    expect(api.bodiesOf('POST /api/auth/change-password')).toEqual([]);
  });

  it('names a wrong current password on its field, and the server’s refusal of the new one on its own', async () => {
    api.on('POST /api/auth/change-password', { status: 400, body: { error: 'Invalid password' } });
    render(<ChangePasswordSection />);
    await fill('not it at all', 'amber tide lantern');
    await submit();
    const current = screen.getByLabelText(SECURITY_TEXTS.currentPassword);
    expect(await screen.findByText(SECURITY_FEEDBACK_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    api.on('POST /api/auth/change-password', {
      status: 400,
      body: { error: 'Choose a password that is not so common', field: 'newPassword' },
    });
    await userEvent.type(current, 'correct horse battery');
    await submit();
    expect(screen.getByLabelText(SECURITY_TEXTS.newPassword)).toHaveAccessibleDescription(
      'Choose a password that is not so common',
    );
  });

  it('is not there for an account without a password', async () => {
    accounts('google');
    const { container } = render(<ChangePasswordSection />);
    await vi.waitFor(() => expect(api.requests.map((r) => r.route)).toContain('GET /api/auth/list-accounts'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
