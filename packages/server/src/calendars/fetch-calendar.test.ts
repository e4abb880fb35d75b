import { describe, expect, it } from 'vitest';
import { oneEventCalendar, useCalendarServer } from '../../test/support/calendar-server';
import { CalendarFetchError, type CalendarFetchOptions, fetchCalendar, type Resolver } from './fetch-calendar';

const ICS = oneEventCalendar('Standup', '20261126T150000Z', '20261126T160000Z');

/** The code a fetch failed with, or 'fetched'. */
async function outcome(url: string, options: CalendarFetchOptions): Promise<string> {
  try {
    return (await fetchCalendar(new URL(url), options)).status;
  } catch (err) {
    if (err instanceof CalendarFetchError) return err.code;
    throw err;
  }
}

describe('fetchCalendar', () => {
  // The calendar an operator allowed (CALENDAR_FETCH_ALLOW_HOSTS), and a trap: a loopback server
  // on a port the rules allow, which must never see a request.
  const calendar = useCalendarServer();
  const trap = useCalendarServer();
  const options = (over: Partial<CalendarFetchOptions> = {}): CalendarFetchOptions => ({
    allowHosts: [calendar.hostPort],
    ports: [80, 443, trap.port],
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    ...over,
  });
  const trapPath = (path: string) => `http://${path}:${trap.port}/cal.ics`;

  it('refuses loopback written every way, and a name resolving to it, with no request made', async () => {
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f000001',
      '[::ffff:127.0.0.1]',
      '[::1]',
      '0.0.0.0',
    ]) {
      expect(await outcome(trapPath(host), options())).toBe('refused-address');
    }
    expect(await outcome(trapPath('calendar.example.com'), options())).toBe('refused-address');
    // One private answer among public ones refuses the name whole.
    const mixed: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ];
    expect(await outcome(trapPath('calendar.example.com'), options({ resolve: mixed }))).toBe('refused-address');
    expect(trap.requests).toHaveLength(0);
  });

  it('connects only to the address it checked, when DNS answers differently the second time', async () => {
    // A rebinding name: public for a first look, loopback after. The fetch resolves once, inside
    // the socket's lookup, and checks that answer.
    let lookups = 0;
    const rebinding: Resolver = async () =>
      lookups++ === 0 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    const { checkCalendarAddress } = await import('./fetch-calendar');
    await checkCalendarAddress(new URL(trapPath('rebind.example.com')), options({ resolve: rebinding }));
    expect(await outcome(trapPath('rebind.example.com'), options({ resolve: rebinding }))).toBe('refused-address');
    expect(lookups).toBe(2);
    expect(trap.requests).toHaveLength(0);
  });

  it('follows a redirect only to an address it would fetch, at most three', async () => {
    const targets = [
      `http://127.0.0.1:${trap.port}/x`,
      `http://2130706433:${trap.port}/x`,
      `http://[::ffff:7f00:1]:${trap.port}/x`,
      `http://localhost:${trap.port}/x`,
      `http://sneaky.example.com:${trap.port}/x`, // resolves to loopback
      'file:///etc/passwd',
    ];
    for (const location of targets) {
      calendar.handle = (_req, res) => res.writeHead(302, { location }).end();
      expect(await outcome(`${calendar.origin}/cal.ics`, options())).toBe('refused-address');
    }
    expect(trap.requests).toHaveLength(0);

    let hops = 0;
    calendar.handle = (req, res) => {
      if (req.url === '/final') res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
      else res.writeHead(301, { location: hops++ < 2 ? `/hop${hops}` : '/final' }).end();
    };
    expect(await outcome(`${calendar.origin}/start`, options())).toBe('fetched');
    hops = -10;
    expect(await outcome(`${calendar.origin}/start`, options())).toBe('too-many-redirects');
  });

  it('asks again with the ETag and Last-Modified it was given, and reads 304 as unchanged', async () => {
    calendar.handle = (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      res.writeHead(200, { etag: '"v1"', 'last-modified': 'Thu, 26 Nov 2026 10:00:00 GMT' }).end(ICS);
    };
    const first = await fetchCalendar(new URL(`${calendar.origin}/cal.ics`), options());
    expect(first).toEqual({
      status: 'fetched',
      text: ICS,
      etag: '"v1"',
      lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT',
    });
    const again = await fetchCalendar(
      new URL(`${calendar.origin}/cal.ics`),
      options({ etag: '"v1"', lastModified: 'x' }),
    );
    expect(again).toEqual({ status: 'not-modified' });
    expect(calendar.requests.at(-1)!.headers['if-modified-since']).toBe('x');
  });

  it('refuses a body past the size limit, whether announced or streamed', async () => {
    calendar.handle = (_req, res) =>
      res.writeHead(200, { 'content-length': '2000' }).end(`BEGIN:VCALENDAR${'x'.repeat(1985)}`);
    expect(await outcome(`${calendar.origin}/big`, options({ maxBytes: 1000 }))).toBe('too-large');
    calendar.handle = (_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 20; i++) res.write(`BEGIN:VCALENDAR${'x'.repeat(100)}`);
      res.end();
    };
    expect(await outcome(`${calendar.origin}/streamed`, options({ maxBytes: 1000 }))).toBe('too-large');
  });

  it('gives up after the time limit', async () => {
    calendar.handle = (_req, res) => {
      res.writeHead(200);
      res.write('BEGIN:VCALENDAR\r\n'); // and never ends
    };
    const started = Date.now();
    expect(await outcome(`${calendar.origin}/slow`, options({ timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses what is not a calendar, and an error status, keeping nothing of either', async () => {
    calendar.handle = (_req, res) => res.writeHead(200).end('<html>secret admin page</html>');
    expect(await outcome(`${calendar.origin}/html`, options())).toBe('not-a-calendar');
    calendar.handle = (_req, res) => res.writeHead(500, 'secret status text').end('secret body');
    expect(await outcome(`${calendar.origin}/500`, options())).toBe('http-error');
  });
});
