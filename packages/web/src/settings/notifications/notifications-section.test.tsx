import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { REMINDER_SETTINGS_TEXTS, SECURITY_TEXTS, type PushDevice } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { NotificationsSection } from './notifications-section';
import { TURN_ON_TIMEOUT_MS } from './push-subscription';

let userNo = 0;
let userId = '';
vi.mock('../../session/session', () => ({ useProfile: () => ({ id: userId }) }));

const NOW = Date.parse('2026-11-26T10:00:00Z');
const never = () => new Promise<never>(() => undefined);
const PHONE: PushDevice = {
  id: 'd1',
  browser: 'Chrome',
  os: 'Android',
  createdAt: NOW,
  lastDeliveredAt: null,
  current: true,
};
const LAPTOP: PushDevice = {
  id: 'd2',
  browser: 'Firefox',
  os: 'Windows',
  createdAt: NOW,
  lastDeliveredAt: NOW,
  current: false,
};

/** A browser whose push pieces each do what the test says. */
interface FakeBrowser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  worker: 'none' | 'ready' | 'never';
  subscribe: () => Promise<unknown>;
}
let browser: FakeBrowser;
let api: FakeJsonApi;
const unsubscribed = vi.fn(async () => true);
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNc', auth: 'x' } }),
  unsubscribe: unsubscribed,
};

function installBrowser() {
  let current: unknown = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async () => (current = await browser.subscribe()),
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => (browser.permission = browser.answer),
  });
  vi.stubGlobal('PushManager', class {});
  if (browser.worker !== 'none') {
    const ready = browser.worker === 'ready' ? Promise.resolve({ pushManager }) : never();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready } });
  }
}

beforeEach(() => {
  userId = `user-${++userNo}`;
  browser = { permission: 'default', answer: 'granted', worker: 'ready', subscribe: async () => subscription };
  api = fakeJsonApi();
  api.on('GET /api/push/key', { body: { publicKey: 'BKey' } });
  api.on('GET /api/push/devices', { body: { devices: [] } });
  api.on('POST /api/push/subscriptions', { status: 201, body: { endpoint: subscription.endpoint } });
  unsubscribed.mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Lets every pending promise and render settle, the fake clock moving `ms`. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderAndTurnOn() {
  installBrowser();
  render(<NotificationsSection />);
  await pass();
  fireEvent.click(screen.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn }));
  await pass();
}

describe('Turn on notifications', () => {
  it('turns them on and lists this device', async () => {
    api.on('GET /api/push/devices', { body: { devices: [PHONE] } });
    await renderAndTurnOn();
    expect(screen.getByText(REMINDER_SETTINGS_TEXTS.on)).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/push/subscriptions')).toEqual([subscription.toJSON()]);
    expect(screen.getByRole('listitem')).toHaveTextContent(`Chrome on Android${SECURITY_TEXTS.thisDevice}`);
  });

  it('gives up after 10 s when the push service never answers, and says what the operator can do', async () => {
    browser.subscribe = never;
    await renderAndTurnOn();
    await pass(TURN_ON_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeDisabled();
    await pass(1);
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_SETTINGS_TEXTS.pushUnreachable);
    expect(screen.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeEnabled();
    expect(api.bodiesOf('POST /api/push/subscriptions')).toEqual([]);
  });

  it('says so at once when the browser cannot reach its push service (AbortError)', async () => {
    browser.subscribe = async () => {
      throw new DOMException('Registration failed - push service not available', 'AbortError');
    };
    await renderAndTurnOn();
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_SETTINGS_TEXTS.pushUnreachable);
  });

  it('says a private window cannot have them when subscribe is not allowed despite the permission', async () => {
    browser.subscribe = async () => {
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    };
    await renderAndTurnOn();
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_SETTINGS_TEXTS.privateWindow);
    expect(screen.queryByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeNull();
  });

  it('says a private window cannot have them when there is no service worker at all', async () => {
    browser.worker = 'none';
    installBrowser();
    render(<NotificationsSection />);
    await pass();
    expect(screen.getByText(REMINDER_SETTINGS_TEXTS.privateWindow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeNull();
  });

  it('says the background worker did not start, after 10 s', async () => {
    browser.worker = 'never';
    await renderAndTurnOn();
    await pass(TURN_ON_TIMEOUT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_SETTINGS_TEXTS.workerMissing);
  });

  it('says the server did not answer, after 10 s', async () => {
    api.on('POST /api/push/subscriptions', never);
    await renderAndTurnOn();
    await pass(TURN_ON_TIMEOUT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_SETTINGS_TEXTS.serverSlow);
  });

  it('shows the server’s own reason when it refuses', async () => {
    const full = 'Notifications are on for 20 devices: turn them off on one first';
    api.on('POST /api/push/subscriptions', { status: 400, body: { error: full, field: 'endpoint' } });
    await renderAndTurnOn();
    expect(screen.getByRole('alert')).toHaveTextContent(full);
  });

  it('says they are blocked when the person says no, with no timer running', async () => {
    browser.answer = 'denied';
    await renderAndTurnOn();
    expect(screen.getByText(REMINDER_SETTINGS_TEXTS.blocked)).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Devices that receive notifications', () => {
  it('lists each device with when it was added and last reached, and removes one', async () => {
    api.on('GET /api/push/devices', { body: { devices: [PHONE, LAPTOP] } });
    api.on('DELETE /api/push/devices/d2', { status: 204 });
    installBrowser();
    render(<NotificationsSection />);
    await pass();
    const list = screen.getByRole('region', { name: REMINDER_SETTINGS_TEXTS.devicesHeading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(SECURITY_TEXTS.thisDevice);
    expect(rows[0]).toHaveTextContent(REMINDER_SETTINGS_TEXTS.lastDelivered(null));
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    expect(rows[1]).not.toHaveTextContent(SECURITY_TEXTS.thisDevice);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: REMINDER_SETTINGS_TEXTS.removeDevice }));
    await pass();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('removing this device turns notifications off here too', async () => {
    browser.permission = 'granted';
    api.on('GET /api/push/devices', { body: { devices: [PHONE] } });
    api.on('DELETE /api/push/devices/d1', { status: 204 });
    await renderAndTurnOn();
    fireEvent.click(screen.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.removeDevice }));
    await pass();
    expect(unsubscribed).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeInTheDocument();
    expect(screen.getByText(REMINDER_SETTINGS_TEXTS.noDevices)).toBeInTheDocument();
  });
});
