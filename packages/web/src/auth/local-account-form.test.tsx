import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@dayflow/core';
import { LocalAccountForm } from './local-account-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const onSignedIn = vi.fn(async () => {});
  render(<LocalAccountForm onSignedIn={onSignedIn} />);
  return { fetch, onSignedIn, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('LocalAccountForm', () => {
  it('checks the fields before asking the server', async () => {
    const { fetch, user } = setup(() => json(200, {}));
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters');
  });

  it('creates an account and reports success', async () => {
    const { fetch, onSignedIn, user } = setup(() => json(200, { user: { id: 'u1' } }));
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery{Enter}');
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-up/email', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.test', password: 'correct horse battery' });
  });

  it("says the email or password is wrong, and logs 'Login failed:'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSignedIn, user } = setup(() => json(401, { error: 'Invalid email or password' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(TEXTS.loginFailedLog, expect.anything());
    log.mockRestore();
  });
});
