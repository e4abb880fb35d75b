import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { DeleteAccountSection } from './delete-account-section';

const clear = vi.fn();
vi.mock('../../session/session', () => ({
  useProfile: () => ({ id: 'user-1', email: 'Ada@Example.test' }),
  useSession: () => ({ clear }),
}));

let api: FakeJsonApi;
beforeEach(() => {
  api = fakeJsonApi();
  clear.mockClear();
  localStorage.setItem('dayflow:sync:v1:user-1:tasks', '[]');
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<DeleteAccountSection />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    field: screen.getByLabelText(SETTINGS_TEXTS.confirmEmail('Ada@Example.test')),
    button: screen.getByRole('button', { name: SETTINGS_TEXTS.deleteForever }),
  };
}

describe('Delete my account', () => {
  it('stays disabled until the account email is typed (any case, spaces around)', async () => {
    const { field, button } = renderSection();
    expect(button).toBeDisabled();
    await userEvent.type(field, 'ada@example');
    expect(button).toBeDisabled();
    await userEvent.type(field, '.test ');
    expect(button).toBeEnabled();
    expect(api.requests).toEqual([]);
  });

  it('deletes with the typed email, forgets this device and goes to /login', async () => {
    api.on('DELETE /api/account', { status: 204 });
    const { field, button } = renderSection();
    await userEvent.type(field, 'ada@example.test');
    await userEvent.click(button);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.bodiesOf('DELETE /api/account')).toEqual([{ confirmEmail: 'ada@example.test' }]);
    expect(clear).toHaveBeenCalledOnce();
    expect(localStorage.getItem('dayflow:sync:v1:user-1:tasks')).toBeNull();
  });

  it('stays on the page, signed in, when the server refuses', async () => {
    api.on('DELETE /api/account', {
      status: 400,
      body: { error: "confirmEmail: type your account's email address to confirm", field: 'confirmEmail' },
    });
    const { field, button } = renderSection();
    await userEvent.type(field, 'ada@example.test');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent("type your account's email address to confirm");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(clear).not.toHaveBeenCalled();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    expect(localStorage.getItem('dayflow:sync:v1:user-1:tasks')).toBe('[]');
  });
});
