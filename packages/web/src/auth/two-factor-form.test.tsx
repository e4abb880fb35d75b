import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_TEXTS } from '@dayflow/core';
import { LocalAccountForm } from './local-account-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

/** Sign-in answers `twoFactorRedirect`, then each later request gets the next answer. */
function setup(...later: Response[]) {
  const answers = [json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }), ...later];
  const fetch = vi.fn(async () => answers.shift() ?? json(500, {}));
  vi.stubGlobal('fetch', fetch);
  const onSignedIn = vi.fn(async () => {});
  render(<LocalAccountForm onSignedIn={onSignedIn} />);
  return { fetch, onSignedIn, user: userEvent.setup() };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'tove@example.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery{Enter}');
  expect(await screen.findByRole('heading', { name: TWO_FACTOR_TEXTS.codeTitle })).toBeVisible();
}

const lastCall = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.at(-1) as unknown as [string, RequestInit];

describe('the second step of a sign-in with two-factor on', () => {
  it('asks for the code after a right password, and signs in with it', async () => {
    const { fetch, onSignedIn, user } = setup(json(200, { token: 't' }));
    await passwordStep(user);
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '12345{Enter}');
    expect(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '6{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(lastCall(fetch)[0]).toBe('/api/auth/two-factor/verify-totp');
    expect(JSON.parse(lastCall(fetch)[1].body as string)).toEqual({ code: '123456' });
  });

  it('says a wrong code is wrong, and takes a backup code instead', async () => {
    const { fetch, onSignedIn, user } = setup(json(401, { error: 'Invalid code' }), json(200, { token: 't' }));
    await passwordStep(user);
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '000000{Enter}');
    expect(await screen.findByText(TWO_FACTOR_TEXTS.wrongCode)).toBeVisible();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.useBackupCode }));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.backupCodeLabel), 'abcde-fghij{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(lastCall(fetch)[0]).toBe('/api/auth/two-factor/verify-backup-code');
  });
});
