import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface CalendarServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** `127.0.0.1:<port>`, as CALENDAR_FETCH_ALLOW_HOSTS names it. */
  hostPort: string;
  /** Every request it answered, in order. */
  requests: http.IncomingMessage[];
  /** What it answers; a test sets its own (the default: 200 with `body`). */
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  body: string;
}

/**
 * A loopback HTTP server for the tests of calendar fetching: a calendar to subscribe to, or a
 * trap that counts the requests the server must never have made.
 */
export function useCalendarServer(): CalendarServer {
  const state = { requests: [] as http.IncomingMessage[], body: '' } as CalendarServer;
  const server = http.createServer((request, response) => {
    state.requests.push(request);
    state.handle(request, response);
  });
  state.handle = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(state.body);
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.address() as AddressInfo).port;
    state.origin = `http://127.0.0.1:${state.port}`;
    state.hostPort = `127.0.0.1:${state.port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
}

/** A small calendar: one event at `start` (UTC, e.g. 20261126T150000Z) lasting an hour. */
export function oneEventCalendar(summary: string, start: string, end: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${summary}@test`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
