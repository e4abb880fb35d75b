import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, listTasksAs } from '../../test/support/tasks';
import { putSettings } from '../../test/support/days';
import { davAs, readMultistatus, syncTokenOf, type Dav } from '../../test/support/dav';

/*
 * The requests Apple Reminders/Calendar, Thunderbird and DAVx5 (with tasks.org) send, replayed in
 * the order each client sends them, with the answers each needs checked. The bodies are not
 * captured traffic. Thunderbird's and DAVx5's property lists were checked against their public
 * source: Thunderbird builds each PROPFIND from a list of prefixed names
 * (calendar/providers/caldav, CalDavRequest.sys.mjs and the calendar's resource-type check), and
 * DAVx5 asks its service refresh's collection properties and, before each sync, a capability
 * query (dav4jvm's unprefixed DAV: elements, CAL:/CS:/ICAL: prefixes). Apple's client is not
 * open source: its bodies are written from what dataaccessd is known to send (the A:/B:/C:/D:
 * prefixes and long property lists). The iCalendar is what each client writes.
 * Where a client also sends properties we do not have, the answer must be a 404 propstat for
 * them, never a failed request.
 */

const CAL = '/dav/calendars/dayflow/';
const CRLF = (lines: string[]) => lines.join('\r\n') + '\r\n';

async function calendarUrlFrom(dav: Dav, start: string, principalBody: string, homeBody: string) {
  const principalHref = readMultistatus((await dav('PROPFIND', start, principalBody, { depth: '0' })).body)[0]!.props[
    'current-user-principal'
  ] as { href: string[] };
  const principal = readMultistatus(
    (await dav('PROPFIND', principalHref.href[0]!, principalBody, { depth: '0' })).body,
  )[0]!;
  const home = (principal.props['calendar-home-set'] as { href: string[] }).href[0]!;
  const listing = await dav('PROPFIND', home, homeBody, { depth: '1' });
  expect(listing.statusCode).toBe(207);
  const calendars = readMultistatus(listing.body).filter((r) =>
    JSON.stringify(r.props['supported-calendar-component-set'] ?? '').includes('VTODO'),
  );
  expect(calendars).toHaveLength(1);
  return calendars[0]!;
}

describe('CalDAV: what Apple Reminders, Thunderbird and DAVx5 send', () => {
  const now = Date.UTC(2026, 5, 1, 9);
  const t = useTestApp({ now: () => now });

  it('Apple Reminders: discovery, its long PROPFINDs, a multiget, a PUT with a time zone and its own fields, sync', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'Europe/Berlin' });
    const existing = await createTaskAs(user, { text: 'Buy bread', section: 'today' });
    const dav = await davAs(t.app, user);

    const wellKnown = await t.app.inject({ method: 'PROPFIND', url: '/.well-known/caldav', headers: { depth: '0' } });
    expect(wellKnown.statusCode).toBe(301);
    const start = wellKnown.headers.location as string;
    const principalBody = `<?xml version="1.0" encoding="UTF-8"?>
<A:propfind xmlns:A="DAV:" xmlns:B="urn:ietf:params:xml:ns:caldav" xmlns:C="http://calendarserver.org/ns/" xmlns:D="http://apple.com/ns/ical/">
  <A:prop>
    <B:calendar-home-set/><B:calendar-user-address-set/><A:current-user-principal/><A:displayname/>
    <C:dropbox-home-URL/><C:email-address-set/><C:notification-URL/><A:principal-collection-set/>
    <A:principal-URL/><A:resource-id/><B:schedule-inbox-URL/><B:schedule-outbox-URL/><A:supported-report-set/>
  </A:prop>
</A:propfind>`;
    const homeBody = `<?xml version="1.0" encoding="UTF-8"?>
<A:propfind xmlns:A="DAV:" xmlns:B="http://calendarserver.org/ns/" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:D="http://apple.com/ns/ical/" xmlns:E="http://me.com/_namespace/">
  <A:prop>
    <A:add-member/><C:calendar-alarm/><D:calendar-color/><C:calendar-description/><C:calendar-free-busy-set/>
    <D:calendar-order/><C:calendar-timezone/><A:current-user-privilege-set/><A:displayname/><B:getctag/>
    <D:language-code/><D:location-code/><A:owner/><B:pre-publish-url/><B:publish-url/><B:push-transports/>
    <B:pushkey/><A:quota-available-bytes/><A:quota-used-bytes/><D:refreshrate/><A:resource-id/>
    <A:resourcetype/><C:schedule-calendar-transp/><C:schedule-default-calendar-URL/><B:source/>
    <B:subscribed-strip-alarms/><B:subscribed-strip-attachments/><B:subscribed-strip-todos/>
    <C:supported-calendar-component-set/><C:supported-calendar-component-sets/><A:supported-report-set/>
    <A:sync-token/>
  </A:prop>
</A:propfind>`;
    const calendar = await calendarUrlFrom(dav, start, principalBody, homeBody);
    expect(calendar.href).toBe(CAL);
    expect(calendar.props).toMatchObject({ displayname: 'Dayflow' });
    expect(calendar.missing).toContain('calendar-color');
    expect(JSON.stringify(calendar.props['current-user-privilege-set'])).toContain('write-content');

    const etags = await dav(
      'PROPFIND',
      CAL,
      `<?xml version="1.0" encoding="UTF-8"?><A:propfind xmlns:A="DAV:"><A:prop><A:getcontenttype/><A:getetag/></A:prop></A:propfind>`,
      { depth: '1' },
    );
    const hrefs = readMultistatus(etags.body)
      .filter((r) => r.href !== CAL)
      .map((r) => r.href);
    expect(hrefs).toEqual([`${CAL}${existing.id}.ics`]);
    const multiget = await dav(
      'REPORT',
      CAL,
      `<?xml version="1.0" encoding="UTF-8"?>
<B:calendar-multiget xmlns:A="DAV:" xmlns:B="urn:ietf:params:xml:ns:caldav">
  <A:prop><A:getetag/><B:calendar-data/><C:updated-by xmlns:C="http://calendarserver.org/ns/"/><C:created-by xmlns:C="http://calendarserver.org/ns/"/></A:prop>
  ${hrefs.map((h) => `<A:href>${h}</A:href>`).join('')}
</B:calendar-multiget>`,
      { depth: '1' },
    );
    const got = readMultistatus(multiget.body)[0]!;
    expect(String(got.props['calendar-data'])).toContain('SUMMARY:Buy bread');
    expect(got.missing).toEqual(['updated-by', 'created-by']);

    // A reminder for tomorrow 10:00 in Berlin, as Reminders writes it (DUE with TZID, a VTIMEZONE, its own X- fields).
    const uid = '6B5C2D0E-8F7A-4C1B-9E3D-2A1F0B9C8D7E';
    const body = CRLF([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Apple Inc.//iOS 17.5//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'DTSTART:19810329T020000',
      'TZNAME:CEST',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'DTSTART:19961027T030000',
      'TZNAME:CET',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VTODO',
      'CREATED:20260601T085900Z',
      'DTSTAMP:20260601T090000Z',
      'DTSTART;TZID=Europe/Berlin:20260602T100000',
      'DUE;TZID=Europe/Berlin:20260602T100000',
      'LAST-MODIFIED:20260601T090000Z',
      'PRIORITY:5',
      'SEQUENCE:0',
      'STATUS:NEEDS-ACTION',
      'SUMMARY:Call the plumber',
      `UID:${uid}`,
      'X-APPLE-SORT-ORDER:770731200',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Reminder',
      'TRIGGER;VALUE=DATE-TIME:20260602T080000Z',
      'UID:1A2B3C4D-0000-4000-8000-000000000001',
      'X-WR-ALARMUID:1A2B3C4D-0000-4000-8000-000000000001',
      'END:VALARM',
      'END:VTODO',
      'END:VCALENDAR',
    ]);
    const put = await dav('PUT', `${CAL}${uid}.ics`, body, { 'if-none-match': '*' });
    expect(put.statusCode).toBe(201);
    const made = (await listTasksAs(user)).find((x) => x.text === 'Call the plumber');
    expect(made).toMatchObject({ id: uid.toLowerCase(), section: 'tomorrow', remindAt: '2026-06-02T08:00:00.000Z' });
    const back = await dav('GET', `${CAL}${uid}.ics`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`UID:${uid}`);
    expect(back.body).toContain('X-APPLE-SORT-ORDER:770731200');
    expect(back.body).toContain('DUE;TZID=Europe/Berlin:20260602T100000');
    expect(back.body).toContain('BEGIN:VTIMEZONE');

    const sync = await dav(
      'REPORT',
      CAL,
      `<?xml version="1.0" encoding="UTF-8"?><A:sync-collection xmlns:A="DAV:"><A:sync-token/><A:sync-level>1</A:sync-level><A:prop><A:getetag/><A:getcontenttype/></A:prop></A:sync-collection>`,
    );
    expect(sync.statusCode).toBe(207);
    expect(syncTokenOf(sync.body)).toMatch(/^urn:dayflow:sync:/);
    expect(readMultistatus(sync.body)).toHaveLength(2);
  });

  it('Thunderbird: its calendar check, ctag poll, etag listing, multiget, time-range query and a PUT of its own to-do', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const check = await dav(
      'PROPFIND',
      CAL,
      `<D:propfind xmlns:D="DAV:" xmlns:CS="http://calendarserver.org/ns/" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:resourcetype/><D:owner/><D:current-user-principal/><D:current-user-privilege-set/><D:supported-report-set/><C:supported-calendar-component-set/><CS:getctag/></D:prop></D:propfind>`,
      { depth: '0' },
    );
    const calendar = readMultistatus(check.body)[0]!;
    expect(calendar.props.resourcetype).toHaveProperty('calendar');
    expect(calendar.missing).toEqual([]);
    const ctagBody = `<D:propfind xmlns:D="DAV:" xmlns:CS="http://calendarserver.org/ns/"><D:prop><CS:getctag/></D:prop></D:propfind>`;
    const ctag = readMultistatus((await dav('PROPFIND', CAL, ctagBody, { depth: '0' })).body)[0]!.props.getctag;

    const name = 'd3b07384-d9a0-4c9b-8f1e-5a6b7c8d9e0f.ics';
    const body = CRLF([
      'BEGIN:VCALENDAR',
      'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
      'VERSION:2.0',
      'BEGIN:VTODO',
      'CREATED:20260601T085000Z',
      'LAST-MODIFIED:20260601T085000Z',
      'DTSTAMP:20260601T085000Z',
      'UID:d3b07384-d9a0-4c9b-8f1e-5a6b7c8d9e0f',
      'SUMMARY:Renew passport',
      'PRIORITY:9',
      'STATUS:IN-PROCESS',
      'PERCENT-COMPLETE:40',
      'DUE;VALUE=DATE:20260612',
      'X-MOZ-GENERATION:1',
      'X-MOZ-LASTACK:20260601T085000Z',
      'END:VTODO',
      'END:VCALENDAR',
    ]);
    expect((await dav('PUT', CAL + name, body, { 'if-none-match': '*' })).statusCode).toBe(201);
    expect((await listTasksAs(user))[0]).toMatchObject({
      text: 'Renew passport',
      priority: 'Low',
      section: 'later',
      day: '2026-06-12',
    });
    expect(readMultistatus((await dav('PROPFIND', CAL, ctagBody, { depth: '0' })).body)[0]!.props.getctag).not.toBe(
      ctag,
    );

    const listing = readMultistatus(
      (
        await dav(
          'PROPFIND',
          CAL,
          `<D:propfind xmlns:D="DAV:"><D:prop><D:getcontenttype/><D:resourcetype/><D:getetag/></D:prop></D:propfind>`,
          { depth: '1' },
        )
      ).body,
    );
    const item = listing.find((r) => r.href === CAL + name)!;
    expect(String(item.props.getcontenttype)).toMatch(/^text\/calendar/);
    const query = await dav(
      'REPORT',
      CAL,
      `<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"><C:time-range start="20260501T000000Z"/></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>`,
      { depth: '1' },
    );
    expect(readMultistatus(query.body).map((r) => r.href)).toEqual([CAL + name]);
    const multiget = await dav(
      'REPORT',
      CAL,
      `<C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop><D:href>${CAL + name}</D:href></C:calendar-multiget>`,
      { depth: '1' },
    );
    const data = String(readMultistatus(multiget.body)[0]!.props['calendar-data']);
    expect(data).toContain('PERCENT-COMPLETE:40');
    expect(data).toContain('X-MOZ-GENERATION:1');

    // Thunderbird marks it done, sending the ETag it holds.
    const done = body
      .replace('STATUS:IN-PROCESS', 'STATUS:COMPLETED\r\nCOMPLETED:20260601T090000Z')
      .replace('PERCENT-COMPLETE:40', 'PERCENT-COMPLETE:100');
    expect((await dav('PUT', CAL + name, done, { 'if-match': String(item.props.getetag) })).statusCode).toBe(204);
    expect((await listTasksAs(user))[0]).toMatchObject({ completed: true });
  });

  it('DAVx5 with tasks.org: unprefixed DAV: discovery, ctag and sync-token, calendar-query, a numbered UID and a subtask link', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const start = (await t.app.inject({ method: 'GET', url: '/.well-known/caldav' })).headers.location as string;
    const principalBody = `<?xml version='1.0' encoding='UTF-8' ?><propfind xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav"><prop><resourcetype /><displayname /><current-user-principal /><CAL:calendar-home-set /></prop></propfind>`;
    // The collection properties DAVx5's service refresh asks for (WebDAV-Push's among them).
    const homeBody = `<?xml version='1.0' encoding='UTF-8' ?><propfind xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/" xmlns:ICAL="http://apple.com/ns/ical/" xmlns:P="https://bitfire.at/webdav-push"><prop><current-user-privilege-set /><displayname /><owner /><resourcetype /><P:push-transports /><P:topic /><ICAL:calendar-color /><CAL:calendar-description /><CAL:calendar-timezone /><CAL:calendar-timezone-id /><CAL:supported-calendar-component-set /><CS:source /></prop></propfind>`;
    const calendar = await calendarUrlFrom(dav, start, principalBody, homeBody);
    expect(calendar.href).toBe(CAL);
    // What Dayflow does not have is a 404 propstat, never a failed request.
    expect(calendar.missing).toEqual(expect.arrayContaining(['push-transports', 'topic', 'calendar-color']));

    const state = readMultistatus(
      (
        await dav(
          'PROPFIND',
          CAL,
          // The sync manager's capability query before each sync.
          `<?xml version='1.0' encoding='UTF-8' ?><propfind xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/"><prop><CS:getctag /><CAL:max-resource-size /><sync-token /><CAL:supported-calendar-component-set /></prop></propfind>`,
          { depth: '0' },
        )
      ).body,
    )[0]!;
    expect(state.props['sync-token']).toMatch(/^urn:dayflow:sync:/);

    const body = CRLF([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:+//IDN bitfire.at//ical4android (org.tasks)',
      'BEGIN:VTODO',
      'DTSTAMP:20260601T090000Z',
      'UID:4731998218402145663',
      'CREATED:20260601T090000Z',
      'LAST-MODIFIED:20260601T090000Z',
      'SUMMARY:Pack for the trip',
      'PRIORITY:1',
      'DUE;VALUE=DATE:20260601',
      'RELATED-TO;RELTYPE=PARENT:3011288442069164981',
      'X-APPLE-SORT-ORDER:-1',
      'END:VTODO',
      'END:VCALENDAR',
    ]);
    expect((await dav('PUT', `${CAL}4731998218402145663.ics`, body, { 'if-none-match': '*' })).statusCode).toBe(201);
    expect((await listTasksAs(user))[0]).toMatchObject({
      text: 'Pack for the trip',
      priority: 'High',
      section: 'today',
    });

    const sync = await dav(
      'REPORT',
      CAL,
      `<?xml version='1.0' encoding='UTF-8' ?><sync-collection xmlns="DAV:"><sync-token>${String(state.props['sync-token'])}</sync-token><sync-level>1</sync-level><prop><getetag /></prop></sync-collection>`,
    );
    const changed = readMultistatus(sync.body);
    expect(changed.map((r) => r.href)).toEqual([`${CAL}4731998218402145663.ics`]);

    const query = await dav(
      'REPORT',
      CAL,
      `<?xml version='1.0' encoding='UTF-8' ?><CAL:calendar-query xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav"><prop><getetag /></prop><CAL:filter><CAL:comp-filter name="VCALENDAR"><CAL:comp-filter name="VTODO" /></CAL:comp-filter></CAL:filter></CAL:calendar-query>`,
      { depth: '1' },
    );
    expect(readMultistatus(query.body).map((r) => r.props.getetag)).toEqual([changed[0]!.props.getetag]);
    const multiget = await dav(
      'REPORT',
      CAL,
      `<?xml version='1.0' encoding='UTF-8' ?><CAL:calendar-multiget xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav"><prop><getcontenttype /><getetag /><CAL:calendar-data /></prop><href>${CAL}4731998218402145663.ics</href></CAL:calendar-multiget>`,
    );
    const data = String(readMultistatus(multiget.body)[0]!.props['calendar-data']);
    expect(data).toContain('UID:4731998218402145663');
    expect(data).toContain('RELATED-TO;RELTYPE=PARENT:3011288442069164981');

    // tasks.org deletes it with the ETag it holds: the task goes to Recently deleted.
    const deleted = await dav('DELETE', `${CAL}4731998218402145663.ics`, undefined, {
      'if-match': String(changed[0]!.props.getetag),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await listTasksAs(user)).toEqual([]);
  });
});
