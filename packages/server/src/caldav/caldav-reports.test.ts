import { beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs } from '../../test/support/tasks';
import { putSettings } from '../../test/support/days';
import { davAs, PROPFIND_ETAGS, readMultistatus, syncTokenOf, vtodo } from '../../test/support/dav';
import { sweepDays } from '../daily-loop';

const CAL = '/dav/calendars/dayflow/';
const NS = 'xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"';
const query = (filter: string) =>
  `<C:calendar-query ${NS}><D:prop><D:getetag/><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR">${filter}</C:comp-filter></C:filter></C:calendar-query>`;
const sync = (token: string) =>
  `<D:sync-collection ${NS}><D:sync-token>${token}</D:sync-token><D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>`;
const summaryOf = (r: { props: Record<string, unknown> }) =>
  /SUMMARY:(.*)/.exec(String(r.props['calendar-data']))?.[1]?.trim();

describe('CalDAV: REPORT (calendar-query, calendar-multiget, sync-collection)', () => {
  let now = Date.UTC(2026, 5, 1, 9);
  const t = useTestApp({ now: () => now });
  beforeEach(() => {
    now = Date.UTC(2026, 5, 1, 9);
  });

  it('filters by component, time-range on DUE and a property that is not defined', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    await createTaskAs(user, { text: 'Today', section: 'today' });
    await createTaskAs(user, { text: 'Later', section: 'later', day: '2026-06-20' });
    await createTaskAs(user, { text: 'Dump', section: 'brainDump' });
    const done = await createTaskAs(user, { text: 'Done', section: 'today' });
    await user.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { completed: true } });
    const ask = async (filter: string) =>
      readMultistatus((await dav('REPORT', CAL, query(filter), { depth: '1' })).body)
        .map(summaryOf)
        .sort();

    expect(await ask('<C:comp-filter name="VTODO"/>')).toEqual(['Done', 'Dump', 'Later', 'Today']);
    expect(await ask('<C:comp-filter name="VEVENT"/>')).toEqual([]);
    // Dump has no DUE: only its CREATED is compared (RFC 4791 §9.9), and it was made before the end.
    expect(
      await ask(
        '<C:comp-filter name="VTODO"><C:time-range start="20260615T000000Z" end="20260701T000000Z"/></C:comp-filter>',
      ),
    ).toEqual(['Dump', 'Later']);
    expect(
      await ask(
        '<C:comp-filter name="VTODO"><C:time-range start="20260531T120000Z" end="20260601T120000Z"/></C:comp-filter>',
      ),
    ).toEqual(['Done', 'Dump', 'Today']);
    expect(
      await ask(
        '<C:comp-filter name="VTODO"><C:time-range start="20260501T000000Z" end="20260502T000000Z"/></C:comp-filter>',
      ),
    ).toEqual([]);
    expect(
      await ask(
        '<C:comp-filter name="VTODO"><C:prop-filter name="COMPLETED"><C:is-not-defined/></C:prop-filter></C:comp-filter>',
      ),
    ).toEqual(['Dump', 'Later', 'Today']);
    expect(
      await ask(
        '<C:comp-filter name="VTODO"><C:prop-filter name="STATUS"><C:text-match negate-condition="yes">COMPLETED</C:text-match></C:prop-filter></C:comp-filter>',
      ),
    ).toEqual(['Dump', 'Later', 'Today']);
  });

  it('answers calendar-multiget for each href, 404 for one that is not there', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const task = await createTaskAs(user, { text: 'Wanted', section: 'today' });
    const body = `<C:calendar-multiget ${NS}><D:prop><D:getetag/><C:calendar-data/></D:prop><D:href>${CAL}${task.id}.ics</D:href><D:href>http://localhost:3000${CAL}missing.ics</D:href></C:calendar-multiget>`;
    const responses = readMultistatus((await dav('REPORT', CAL, body, { depth: '1' })).body);
    expect(responses.map((r) => [r.href, r.status ?? summaryOf(r)])).toEqual([
      [`${CAL}${task.id}.ics`, 'Wanted'],
      [`http://localhost:3000${CAL}missing.ics`, 'HTTP/1.1 404 Not Found'],
    ]);
  });

  it('syncs from the change version: changes, deletions as 404, a new date, and a token it cannot honour', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'UTC' });
    const dav = await davAs(t.app, user);
    const a = await createTaskAs(user, { text: 'A', section: 'today' });
    const b = await createTaskAs(user, { text: 'B', section: 'brainDump' });
    const first = await dav('REPORT', CAL, sync(''));
    expect(first.statusCode).toBe(207);
    expect(
      readMultistatus(first.body)
        .map((r) => r.href)
        .sort(),
    ).toEqual([`${CAL}${a.id}.ics`, `${CAL}${b.id}.ics`].sort());
    const token1 = syncTokenOf(first.body);
    const ctag = readMultistatus((await dav('PROPFIND', CAL, PROPFIND_ETAGS, { depth: '0' })).body)[0]!.props.getctag;
    expect(ctag).toBe(token1);

    expect(readMultistatus((await dav('REPORT', CAL, sync(token1))).body)).toEqual([]);
    await user.inject({ method: 'PATCH', url: `/api/tasks/${b.id}`, payload: { text: 'B2' } });
    await user.inject({ method: 'DELETE', url: `/api/tasks/${a.id}` });
    const second = await dav('REPORT', CAL, sync(token1));
    expect(readMultistatus(second.body).map((r) => [r.href, r.status ?? 'changed'])).toEqual([
      [`${CAL}${b.id}.ics`, 'changed'],
      [`${CAL}${a.id}.ics`, 'HTTP/1.1 404 Not Found'],
    ]);
    const token2 = syncTokenOf(second.body);
    expect(token2).not.toBe(token1);

    // A new day changes a Today task's DUE without a new version: it is reported again.
    const c = await createTaskAs(user, { text: 'C', section: 'today' });
    const token3 = syncTokenOf((await dav('REPORT', CAL, sync(token2))).body);
    now += 24 * 60 * 60 * 1000;
    await sweepDays(t.app);
    const nextDay = readMultistatus((await dav('REPORT', CAL, sync(token3))).body);
    expect(nextDay.map((r) => r.href)).toContain(`${CAL}${c.id}.ics`);

    for (const bad of ['urn:dayflow:sync:999:2026-06-02', 'http://example.com/other-server', 'urn:dayflow:sync:x']) {
      const refused = await dav('REPORT', CAL, sync(bad));
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.body).toContain('valid-sync-token');
    }
  });

  it('refuses a report it does not know with 403 supported-report', async () => {
    const dav = await davAs(t.app, await signUp(t.app));
    const response = await dav('REPORT', CAL, `<D:expand-property ${NS}/>`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('supported-report');
    expect((await dav('REPORT', '/dav/principal/', `<D:principal-property-search ${NS}/>`)).statusCode).toBe(403);
  });

  it('makes the ctag move with every change made anywhere, and PUT the ETag', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const ctag = async () =>
      readMultistatus((await dav('PROPFIND', CAL, PROPFIND_ETAGS, { depth: '0' })).body)[0]!.props.getctag;
    const before = await ctag();
    expect((await dav('PUT', `${CAL}x.ics`, vtodo(['UID:x', 'SUMMARY:X']))).statusCode).toBe(201);
    const afterPut = await ctag();
    expect(afterPut).not.toBe(before);
    await createTaskAs(user, { text: 'Y' });
    expect(await ctag()).not.toBe(afterPut);
  });
});
