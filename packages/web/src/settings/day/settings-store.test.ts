import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage, Settings } from '@dayflow/core';
import { fakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api';
import { hearLive } from '../../lib/server-data';
import { settingsStore } from './settings-store';

let userNo = 0;
let uid = '';
let api: FakeJsonApi;
let server: Settings;
beforeEach(() => {
  uid = `user-${++userNo}`; // a fresh store per test
  server = { timeZone: 'Europe/Paris', rollover: true, restDays: [] };
  api = fakeJsonApi();
  api.on('GET /api/settings', () => ({ body: server }));
  api.on('PUT /api/settings', (change) => {
    server = { ...server, ...(change as Partial<Settings>) };
    return { body: server };
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Reads the store as a component would; returns a stop. */
function watch() {
  const store = settingsStore(uid);
  return { store, stop: store.subscribe(() => {}) };
}
const live = (message: LiveMessage, opening = false) => hearLive(uid, message, opening);
const value = () => settingsStore(uid).get();

describe('the settings store', () => {
  it('loads when first read, and takes a change another device announces on the live stream', async () => {
    watch();
    await vi.waitFor(() => expect(value()).toEqual({ status: 'loaded', data: server }));
    live({ type: 'settings', settings: { timeZone: 'Asia/Tokyo', rollover: false, restDays: [0] } });
    expect(value()).toEqual({ status: 'loaded', data: { timeZone: 'Asia/Tokyo', rollover: false, restDays: [0] } });
  });

  it('shows rest days at once, sends changes one after another, and ignores echoes meanwhile', async () => {
    const { store } = watch();
    await vi.waitFor(() => expect(value().status).toBe('loaded'));
    const first = store.save({ restDays: [1] });
    const second = store.save({ restDays: [1, 2] });
    expect(value()).toMatchObject({ data: { restDays: [1, 2] } });
    // The echo of the first save arrives while the second is on its way: it must not undo it.
    live({ type: 'settings', settings: { ...server, restDays: [1] } });
    expect(value()).toMatchObject({ data: { restDays: [1, 2] } });
    await Promise.all([first, second]);
    expect(api.bodiesOf('PUT /api/settings')).toEqual([{ restDays: [1] }, { restDays: [1, 2] }]);
    expect(server.restDays).toEqual([1, 2]);
    expect(value()).toMatchObject({ data: { restDays: [1, 2] } });
  });

  it('applies a time zone only once the server accepted it, and takes back a refused change', async () => {
    const { store } = watch();
    await vi.waitFor(() => expect(value().status).toBe('loaded'));
    api.on('PUT /api/settings', () => ({
      status: 400,
      body: { error: 'timeZone: unknown time zone', field: 'timeZone' },
    }));
    const zone = store.save({ timeZone: 'Mars/Olympus' });
    expect(value()).toMatchObject({ data: { timeZone: 'Europe/Paris' } });
    await expect(zone).rejects.toThrow('timeZone: unknown time zone');

    const rollover = store.save({ rollover: false });
    expect(value()).toMatchObject({ data: { rollover: false } });
    await expect(rollover).rejects.toThrow();
    await vi.waitFor(() => expect(value()).toMatchObject({ data: { rollover: true } }));
  });

  it('reads again after a reconnect only while someone is looking', async () => {
    const { stop } = watch();
    await vi.waitFor(() => expect(value().status).toBe('loaded'));
    // A connection's first message, a snapshot or (resumed) the changes since the version held.
    live({ type: 'changes', upserts: [], deletes: [], since: 1, version: 1 }, true);
    expect(api.bodiesOf('GET /api/settings')).toHaveLength(2);
    live({ type: 'changes', upserts: [], deletes: [], since: 1, version: 2 }); // mid-stream: no
    expect(api.bodiesOf('GET /api/settings')).toHaveLength(2);
    stop();
    live({ type: 'snapshot', tasks: [], version: 2 }, true);
    expect(api.bodiesOf('GET /api/settings')).toHaveLength(2);
  });
});
