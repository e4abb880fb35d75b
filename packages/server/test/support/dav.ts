// Test-only helpers for the CalDAV tests (not imported by the app).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import type { SignedInUser } from './test-app';
import { createTokenAs } from './tokens';

export const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;

export type Dav = (
  method: string,
  url: string,
  body?: string,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** A CalDAV client of `user` on `app`, signed in with a new token of `scope` (Basic: email + token). */
export async function davAs(
  app: FastifyInstance,
  user: SignedInUser,
  scope: 'read' | 'read-write' = 'read-write',
): Promise<Dav & { token: string }> {
  const { token } = await createTokenAs(user, { name: 'CalDAV', scope });
  const dav: Dav = (method, url, body, headers = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: basic(user.email, token),
        ...(body !== undefined && { 'content-type': url.endsWith('.ics') ? 'text/calendar' : 'application/xml' }),
        ...headers,
      },
      ...(body !== undefined && { payload: body }),
    });
  return Object.assign(dav, { token });
}

/** A VCALENDAR with one VTODO, CRLF-ended as clients send it. */
export function vtodo(lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VTODO',
    ...lines,
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const PROPFIND_ETAGS = `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:getetag/><cs:getctag/><d:sync-token/></d:prop></d:propfind>`;

/** One `<response>` of a 207, read loosely (prefixes dropped): its href, status, found and missing props. */
export interface ReadResponse {
  href: string;
  status?: string;
  props: Record<string, unknown>;
  missing: string[];
}

const reader = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['response', 'propstat', 'comp', 'href', 'supported-report', 'privilege'].includes(name),
});

export function readMultistatus(body: string): ReadResponse[] {
  const root = reader.parse(body) as { multistatus?: { response?: Record<string, unknown>[] } };
  return (root.multistatus?.response ?? []).map((r) => {
    const props: Record<string, unknown> = {};
    const missing: string[] = [];
    for (const stat of (r.propstat as { prop: Record<string, unknown>; status: string }[] | undefined) ?? []) {
      for (const [name, value] of Object.entries(stat.prop ?? {})) {
        if (stat.status.includes(' 200 ')) props[name] = value;
        else missing.push(name);
      }
    }
    return { href: (r.href as string[])[0]!, status: r.status as string | undefined, props, missing };
  });
}

export const syncTokenOf = (body: string) =>
  (reader.parse(body) as { multistatus: { 'sync-token': string } }).multistatus['sync-token'];
