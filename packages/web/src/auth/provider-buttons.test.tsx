import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_ERROR_MESSAGES } from '@dayflow/core';
import { ProviderButtons } from './provider-buttons';

const providers = [{ id: 'oidc', name: 'Acme ID', kind: 'oidc' as const }];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('provider buttons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const press = async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ProviderButtons providers={providers} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Acme ID' }));
  };

  it('names the provider when Dayflow answers that it cannot reach it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502, { error: 'provider_unreachable' })),
    );
    await press();
    expect(await screen.findByText(/Could not reach Acme ID/)).toBeInTheDocument();
    expect(screen.queryByText(/Could not reach Dayflow/)).toBeNull();
  });

  it('blames the connection only when Dayflow itself did not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await press();
    expect(await screen.findByText(/Could not reach Dayflow/)).toBeInTheDocument();
  });

  it('shows our own words, never the text of an answer it does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: 'Visit evil.example to continue' })),
    );
    await press();
    expect(await screen.findByText(SIGN_IN_ERROR_MESSAGES.sign_in_failed)).toBeInTheDocument();
    expect(screen.queryByText(/evil\.example/)).toBeNull();
  });
});
