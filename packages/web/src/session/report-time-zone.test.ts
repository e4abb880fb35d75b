import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportTimeZone } from './report-time-zone';

const ok = () => new Response(JSON.stringify({ timeZone: 'x', rollover: true, restDays: [] }), { status: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(answer: () => Response = ok) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const queued: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (send: () => void) => queued.push(send));
  const runLater = async () => {
    for (const send of queued.splice(0)) send();
    await settle();
  };
  return { fetch, runLater };
}

describe('reportTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the zone when the browser is idle, not at once, as a settings change', async () => {
    const { fetch, runLater } = setup();
    reportTimeZone('u1', 'Asia/Tokyo');
    expect(fetch).not.toHaveBeenCalled();
    await runLater();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('does not send a zone this device already reported for the user, but does for another user or zone', async () => {
    const { fetch, runLater } = setup();
    reportTimeZone('u1', 'Asia/Tokyo');
    await runLater();
    reportTimeZone('u1', 'Asia/Tokyo');
    await runLater();
    expect(fetch).toHaveBeenCalledTimes(1);

    reportTimeZone('u2', 'Asia/Tokyo');
    reportTimeZone('u1', 'America/Denver');
    await runLater();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('tries again at the next load when the report failed', async () => {
    const { fetch, runLater } = setup(() => new Response('{}', { status: 503 }));
    reportTimeZone('u1', 'Europe/Paris');
    await runLater();
    reportTimeZone('u1', 'Europe/Paris');
    await runLater();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('uses the browser zone by default', async () => {
    const { fetch, runLater } = setup();
    reportTimeZone('u1');
    await runLater();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
});
