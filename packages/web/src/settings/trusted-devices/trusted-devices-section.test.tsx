import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_TEXTS } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { TrustedDevicesSection } from './trusted-devices-section';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

const DAY = 86_400_000;
const NOW = Date.now();
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
let api: FakeJsonApi;
beforeEach(() => {
  userId = `user-${++userNo}`;
  api = fakeJsonApi();
  api.on('GET /api/account/trusted-devices', {
    body: {
      devices: [
        { id: 'td-1', createdAt: NOW - DAY, expiresAt: NOW + 29 * DAY, userAgent: CHROME, current: true },
        { id: 'td-2', createdAt: NOW - 3 * DAY, expiresAt: NOW + 27 * DAY, userAgent: FIREFOX, current: false },
      ],
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Trusted browsers', () => {
  it('lists them with this browser marked, and removes one', async () => {
    api.on('DELETE /api/account/trusted-devices/td-2', { status: 204 });
    render(<TrustedDevicesSection />);
    const here = (await screen.findByText('Chrome on Linux')).closest('li')!;
    expect(here).toHaveTextContent(SECURITY_TEXTS.thisBrowser);
    const other = screen.getByText('Firefox on Windows').closest('li')!;
    expect(other).not.toHaveTextContent(SECURITY_TEXTS.thisBrowser);
    await userEvent.click(within(other).getByRole('button', { name: SECURITY_TEXTS.remove }));
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(api.requests.map((r) => r.route)).toContain('DELETE /api/account/trusted-devices/td-2');
  });

  it('keeps a row whose removal failed, and says why', async () => {
    api.on('DELETE /api/account/trusted-devices/td-2', { status: 404, body: { error: 'Not found' } });
    render(<TrustedDevicesSection />);
    const other = (await screen.findByText('Firefox on Windows')).closest('li')!;
    await userEvent.click(within(other).getByRole('button', { name: SECURITY_TEXTS.remove }));
    expect(await within(other).findByRole('alert')).toHaveTextContent('Not found');
  });

  it('says when there are none', async () => {
    api.on('GET /api/account/trusted-devices', { body: { devices: [] } });
    render(<TrustedDevicesSection />);
    expect(await screen.findByText(SECURITY_TEXTS.noTrustedDevices)).toBeInTheDocument();
  });
});
