import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import { calendarUrl, type CalendarFetchRules, isAllowedHost, isPublicAddress } from './calendar-address';

/** Largest calendar read, in bytes; a longer one is refused, not cut. */
export const CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
/** The whole exchange (redirects included) ends after this long. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** Redirects followed, each checked as the first address was. */
export const CALENDAR_MAX_REDIRECTS = 3;

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to its addresses (tests put in answers of their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Why a fetch failed, as a code the app shows in words. Nothing the remote server sent (its
 * status text, headers or body) is kept: an error shown to the user must not become a way to
 * read an address the server can reach and the user cannot.
 */
export type CalendarFetchErrorCode =
  | 'refused-address'
  | 'not-found'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'http-error'
  | 'not-a-calendar';

export class CalendarFetchError extends Error {
  constructor(readonly code: CalendarFetchErrorCode) {
    super(`calendar fetch failed: ${code}`);
  }
}

export interface CalendarFetchOptions extends CalendarFetchRules {
  resolve: Resolver;
  /** From the last successful fetch, for a conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  maxBytes?: number;
  timeoutMs?: number;
}

export type CalendarFetchResult =
  { status: 'not-modified' } | { status: 'fetched'; text: string; etag: string | null; lastModified: string | null };

/**
 * The addresses a name may be connected to: all of them public (a name with one private answer
 * is refused whole, so an attacker's DNS cannot mix one in), or any for an allowed host.
 */
async function checkedAddresses(hostname: string, allowed: boolean, resolve: Resolver): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: bare, family: literal }];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw new CalendarFetchError('not-found');
    }
  }
  if (addresses.length === 0) throw new CalendarFetchError('not-found');
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) throw new CalendarFetchError('refused-address');
  return addresses;
}

/**
 * When a calendar is added: the URL's rules and its name's current addresses, with no request
 * made. The fetch checks again, at connect time.
 */
export async function checkCalendarAddress(url: URL, options: CalendarFetchOptions): Promise<void> {
  await checkedAddresses(url.hostname, isAllowedHost(url, options), options.resolve);
}

/**
 * The socket's own lookup: the address it connects to is one checked here, so DNS cannot answer
 * a public address to a check and a private one to the connection (DNS rebinding).
 */
function checkingLookup(allowed: boolean, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, allowed, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (usable.length === 0) return callback(new CalendarFetchError('not-found'), '', 0);
        if (options.all) return (callback as (e: null, a: ResolvedAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}

interface OneResponse {
  status: number;
  location: string | null;
  etag: string | null;
  lastModified: string | null;
  body: Buffer;
}

/** One GET, no redirect followed; the body read up to the size limit. */
function getOnce(url: URL, options: CalendarFetchOptions, signal: AbortSignal): Promise<OneResponse> {
  const allowed = isAllowedHost(url, options);
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Dayflow calendar' };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  return new Promise((resolve, reject) => {
    // An IP literal skips the lookup: check it here (calendarUrl did too; this is the last word).
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(bare) !== 0 && !allowed && !isPublicAddress(bare)) {
      reject(new CalendarFetchError('refused-address'));
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'GET', headers, signal, lookup: checkingLookup(allowed, options.resolve), agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : null;
        };
        const length = Number(response.headers['content-length']);
        if (status === 200 && Number.isFinite(length) && length > maxBytes) {
          response.destroy();
          reject(new CalendarFetchError('too-large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new CalendarFetchError('too-large'));
            return;
          }
          if (status === 200) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status,
            location: header('location'),
            etag: header('etag'),
            lastModified: header('last-modified'),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', () => reject(new CalendarFetchError('unreachable')));
        // Cut off before its end (a reset, or the timeout): settled as unreachable, never left hanging.
        response.on('close', () => {
          if (!response.complete) reject(new CalendarFetchError(signal.aborted ? 'timeout' : 'unreachable'));
        });
      },
    );
    request.on('error', (err) => {
      if (err instanceof CalendarFetchError) reject(err);
      else if (signal.aborted) reject(new CalendarFetchError('timeout'));
      else reject(new CalendarFetchError('unreachable'));
    });
    request.end();
  });
}

/**
 * Fetches a calendar's text: conditional on the last ETag and Last-Modified, within the size and
 * time limits, following up to three redirects itself so each new address is checked as the
 * first was (the HTTP client never follows one on its own).
 */
export async function fetchCalendar(start: URL, options: CalendarFetchOptions): Promise<CalendarFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS);
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const response = await getOnce(url, options, signal).catch((err: unknown) => {
      if (signal.aborted && !(err instanceof CalendarFetchError && err.code !== 'unreachable')) {
        throw new CalendarFetchError('timeout');
      }
      throw err;
    });
    if (response.status === 304) return { status: 'not-modified' };
    if (response.status >= 300 && response.status < 400 && response.location !== null) {
      if (redirects >= CALENDAR_MAX_REDIRECTS) throw new CalendarFetchError('too-many-redirects');
      let next: URL;
      try {
        next = new URL(response.location, url);
      } catch {
        throw new CalendarFetchError('http-error');
      }
      // A redirect may not go from https to http, nor anywhere the rules refuse.
      const checked = calendarUrl(next.href, options);
      if (typeof checked === 'string') throw new CalendarFetchError('refused-address');
      if (url.protocol === 'https:' && checked.protocol === 'http:' && !isAllowedHost(checked, options)) {
        throw new CalendarFetchError('refused-address');
      }
      url = checked;
      continue;
    }
    if (response.status !== 200) throw new CalendarFetchError('http-error');
    const text = response.body.toString('utf8');
    if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new CalendarFetchError('not-a-calendar');
    return { status: 'fetched', text, etag: response.etag, lastModified: response.lastModified };
  }
}
