import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_TEXTS, PASSWORD_RESET_PATH, PASSWORD_RESET_TEXTS } from '@dayflow/core';
import { LocalAccountForm } from './local-account-form';
import { ResetPasswordPage } from './reset-password-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof stubFetch>) =>
  JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);

afterEach(() => vi.unstubAllGlobals());

describe('"Forgot password?" in the sign-in form', () => {
  it('is offered only when the server mails reset links', () => {
    const { unmount } = render(<LocalAccountForm onSignedIn={async () => {}} />);
    expect(screen.queryByRole('button', { name: PASSWORD_RESET_TEXTS.forgotLink })).toBeNull();
    unmount();
    render(<LocalAccountForm onSignedIn={async () => {}} passwordReset />);
    expect(screen.getByRole('button', { name: PASSWORD_RESET_TEXTS.forgotLink })).toBeVisible();
  });

  it('asks for the email and gives the same answer whatever the server knows', async () => {
    const fetch = stubFetch(() => json(200, { status: true }));
    const user = userEvent.setup();
    render(<LocalAccountForm onSignedIn={async () => {}} passwordReset />);
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXTS.forgotLink }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email{Enter}');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.test {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.requested);
    expect(fetch).toHaveBeenCalledWith('/api/auth/request-password-reset', expect.objectContaining({ method: 'POST' }));
    expect(bodyOf(fetch)).toEqual({ email: 'ada@example.test' });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });
});

describe('the page a reset link opens', () => {
  const open = (search: string) =>
    render(
      <MemoryRouter initialEntries={[`${PASSWORD_RESET_PATH}${search}`]}>
        <Routes>
          <Route path={PASSWORD_RESET_PATH} element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('sets the new password with the token, then says every device was signed out', async () => {
    const fetch = stubFetch(() => json(200, { status: true }));
    const user = userEvent.setup();
    open('?token=abc123');
    await user.type(screen.getByLabelText('New password'), 'short{Enter}');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use at least 8 characters');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'quiet orchard at dawn{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.done);
    expect(bodyOf(fetch)).toEqual({ token: 'abc123', newPassword: 'quiet orchard at dawn' });
  });

  it("shows the server's reason on the field (a common password)", async () => {
    stubFetch(() => json(400, { error: 'This password is one of the most common ones', field: 'newPassword' }));
    const user = userEvent.setup();
    open('?token=abc123');
    await user.type(screen.getByLabelText('New password'), 'password1234{Enter}');
    expect(await screen.findByText(/most common/)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['?error=INVALID_TOKEN', ''])('says the link is spent or old (%j)', (search) => {
    open(search);
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_TEXTS.invalidLink);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('sign-up when the server asks for a confirmed email', () => {
  it('says to open the mailed link instead of signing in', async () => {
    stubFetch(() => json(200, { token: null, user: { id: 'u1' } }));
    const onSignedIn = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<LocalAccountForm onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Name'), 'Vera');
    await user.type(screen.getByLabelText('Email'), 'vera@example.test');
    await user.type(screen.getByLabelText('Password'), 'amber tide lantern{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_TEXTS.checkEmail);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('explains a sign-in refused until the email is confirmed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => json(403, { error: 'Email not verified' }));
    const user = userEvent.setup();
    render(<LocalAccountForm onSignedIn={async () => {}} />);
    await user.type(screen.getByLabelText('Email'), 'vera@example.test');
    await user.type(screen.getByLabelText('Password'), 'amber tide lantern{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_TEXTS.notVerified);
  });
});
