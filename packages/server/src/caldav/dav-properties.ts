import { PRODUCT_NAME } from '@dayflow/core';
import type { DavResource } from './dav-tasks';
import { NS, tag, type PropName, type XmlContent } from './dav-xml';

/**
 * The addresses under /dav/ and the properties each answers. One principal (the signed-in
 * user: the token says who, so no user id is in any path), its calendar home, and in it one
 * calendar, "Dayflow", of to-dos.
 */
export const DAV_ROOT = '/dav/';
export const PRINCIPAL = '/dav/principal/';
export const CALENDAR_HOME = '/dav/calendars/';
export const CALENDAR = '/dav/calendars/dayflow/';
export const CALENDAR_NAME = PRODUCT_NAME;

/** Largest iCalendar object a PUT may send (RFC 4791 max-resource-size): a task with room for a client's own data. */
export const MAX_RESOURCE_BYTES = 256 * 1024;

export type DavTarget = { kind: 'root' | 'principal' | 'home' | 'calendar' } | { kind: 'resource'; name: string };

/** The target of a path under /dav/ (already canonical: the app refuses any other spelling). */
export function targetOf(path: string): DavTarget | undefined {
  const rest = path.replace(/^\/dav\/?/, '');
  const trimmed = rest === '' ? [] : (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
  if (trimmed.includes('')) return undefined;
  const [first, second, third, ...more] = trimmed;
  if (more.length > 0) return undefined;
  if (first === undefined) return { kind: 'root' };
  if (first === 'principal' && second === undefined) return { kind: 'principal' };
  if (first !== 'calendars') return undefined;
  if (second === undefined) return { kind: 'home' };
  if (second !== 'dayflow') return undefined;
  if (third === undefined) return { kind: 'calendar' };
  if (rest.endsWith('/')) return undefined;
  try {
    return { kind: 'resource', name: decodeURIComponent(third) };
  } catch {
    return undefined;
  }
}

export const resourceHref = (name: string) => CALENDAR + encodeURIComponent(name);

const key = (p: PropName) => `${p.ns} ${p.name}`;
export const propKey = key;

export interface Account {
  email: string;
  name: string | null;
  /** A read-only token: the client is told it may not write (and a write answers 403). */
  readOnly: boolean;
}

const href = (path: string) => ({ 'd:href': path });

function privileges(account: Account): XmlContent {
  const names = account.readOnly
    ? ['read', 'read-current-user-privilege-set']
    : ['read', 'read-current-user-privilege-set', 'write', 'write-content', 'write-properties', 'bind', 'unbind'];
  return { 'd:privilege': names.map((n) => ({ [`d:${n}`]: '' })) };
}

type PropMap = Map<string, XmlContent>;
const map = (entries: [string, string, XmlContent][]): PropMap =>
  new Map(entries.map(([ns, name, value]) => [key({ ns, name }), value]));

/** Properties every collection has. */
const common = (account: Account): [string, string, XmlContent][] => [
  [NS.dav, 'current-user-principal', href(PRINCIPAL)],
  [NS.dav, 'owner', href(PRINCIPAL)],
  [NS.dav, 'current-user-privilege-set', privileges(account)],
];

export function collectionProps(
  kind: 'root' | 'principal' | 'home' | 'calendar',
  account: Account,
  syncToken: string,
): PropMap {
  switch (kind) {
    case 'root':
      return map([
        [NS.dav, 'resourcetype', { 'd:collection': '' }],
        [NS.dav, 'displayname', CALENDAR_NAME],
        ...common(account),
      ]);
    case 'principal':
      return map([
        [NS.dav, 'resourcetype', { 'd:collection': '', 'd:principal': '' }],
        [NS.dav, 'displayname', account.name || account.email],
        [NS.dav, 'principal-URL', href(PRINCIPAL)],
        [NS.caldav, 'calendar-home-set', href(CALENDAR_HOME)],
        [NS.caldav, 'calendar-user-address-set', href(`mailto:${account.email}`)],
        ...common(account),
      ]);
    case 'home':
      return map([
        [NS.dav, 'resourcetype', { 'd:collection': '' }],
        [NS.dav, 'displayname', CALENDAR_NAME],
        ...common(account),
      ]);
    case 'calendar':
      return map([
        [NS.dav, 'resourcetype', { 'd:collection': '', 'c:calendar': '' }],
        [NS.dav, 'displayname', CALENDAR_NAME],
        [NS.caldav, 'supported-calendar-component-set', { 'c:comp': { '@_name': 'VTODO' } }],
        [
          NS.caldav,
          'supported-calendar-data',
          { 'c:calendar-data': { '@_content-type': 'text/calendar', '@_version': '2.0' } },
        ],
        [NS.caldav, 'max-resource-size', String(MAX_RESOURCE_BYTES)],
        [NS.calendarServer, 'getctag', syncToken],
        [NS.dav, 'sync-token', syncToken],
        [
          NS.dav,
          'supported-report-set',
          {
            'd:supported-report': [
              { 'd:report': { [tag(NS.caldav, 'calendar-query')]: '' } },
              { 'd:report': { [tag(NS.caldav, 'calendar-multiget')]: '' } },
              { 'd:report': { 'd:sync-collection': '' } },
            ],
          },
        ],
        ...common(account),
      ]);
  }
}

export const CALENDAR_DATA: PropName = { ns: NS.caldav, name: 'calendar-data' };

export function resourceProps(resource: DavResource): PropMap {
  return map([
    [NS.dav, 'resourcetype', ''],
    [NS.dav, 'getetag', resource.etag],
    [NS.dav, 'getcontenttype', 'text/calendar; charset=utf-8; component=VTODO'],
    [NS.dav, 'getcontentlength', String(Buffer.byteLength(resource.body, 'utf8'))],
    [NS.dav, 'getlastmodified', new Date(resource.task.updatedAt).toUTCString()],
    [NS.caldav, 'calendar-data', resource.body],
  ]);
}
