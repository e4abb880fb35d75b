import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs } from '../../test/support/tasks';
import { basic, davAs, PROPFIND_ETAGS, readMultistatus, vtodo } from '../../test/support/dav';
import { createTokenAs } from '../../test/support/tokens';

const propfind = (props: string) =>
  `<?xml version="1.0"?><D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/"><D:prop>${props}</D:prop></D:propfind>`;

describe('CalDAV: sign-in, discovery and PROPFIND', () => {
  const t = useTestApp({ now: () => Date.UTC(2026, 5, 1, 9) });

  it('takes HTTP Basic with the account email and a personal access token, and nothing else', async () => {
    const user = await signUp(t.app);
    const dav = await davAs(t.app, user);
    const other = await signUp(t.app);
    const cases: [string, Record<string, string>][] = [
      ['no credentials', {}],
      ['the session cookie', { cookie: user.cookie }],
      ['the token as Bearer', { authorization: `Bearer ${dav.token}` }],
      ['a wrong token', { authorization: basic(user.email, 'dft_not-a-token') }],
      ['the password-less email', { authorization: basic(user.email, '') }],
      ["another account's email", { authorization: basic(other.email, dav.token) }],
    ];
    for (const [what, headers] of cases) {
      const response = await t.app.inject({ method: 'PROPFIND', url: '/dav/', headers: { depth: '0', ...headers } });
      expect(response.statusCode, what).toBe(401);
      expect(response.headers['www-authenticate'], what).toMatch(/^Basic realm="Dayflow CalDAV"/);
    }
    const signedIn = await dav('PROPFIND', '/dav/', undefined, {
      depth: '0',
      authorization: basic(user.email.toUpperCase(), dav.token),
    });
    expect(signedIn.statusCode).toBe(207);
  });

  it('lets a read-only token read and refuses its writes with 403', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'Read me', section: 'today' });
    const dav = await davAs(t.app, user, 'read');
    expect((await dav('PROPFIND', '/dav/calendars/dayflow/', PROPFIND_ETAGS, { depth: '1' })).statusCode).toBe(207);
    expect((await dav('GET', `/dav/calendars/dayflow/${task.id}.ics`)).statusCode).toBe(200);
    const report = `<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/></D:prop></C:calendar-query>`;
    expect((await dav('REPORT', '/dav/calendars/dayflow/', report)).statusCode).toBe(207);
    const privileges = readMultistatus(
      (await dav('PROPFIND', '/dav/calendars/dayflow/', propfind('<D:current-user-privilege-set/>'), { depth: '0' }))
        .body,
    )[0]!.props['current-user-privilege-set'];
    expect(JSON.stringify(privileges)).not.toContain('write');
    const put = await dav('PUT', '/dav/calendars/dayflow/new.ics', vtodo(['UID:new', 'SUMMARY:No']));
    expect(put.statusCode).toBe(403);
    expect((await dav('DELETE', `/dav/calendars/dayflow/${task.id}.ics`)).statusCode).toBe(403);
    expect((await dav('PROPPATCH', '/dav/calendars/dayflow/', '<D:propertyupdate xmlns:D="DAV:"/>')).statusCode).toBe(
      403,
    );
  });

  it('answers a revoked token with 401', async () => {
    const user = await signUp(t.app);
    const { id, token } = await createTokenAs(user, { name: 'CalDAV' });
    expect(
      (
        await user.inject({
          method: 'DELETE',
          url: `/api/tokens/${id}`,
          headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
        })
      ).statusCode,
    ).toBe(204);
    const response = await t.app.inject({
      method: 'PROPFIND',
      url: '/dav/',
      headers: { authorization: basic(user.email, token) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leads from /.well-known/caldav to the principal, its calendar home and the one calendar of to-dos', async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const dav = await davAs(t.app, user);
    for (const method of ['GET', 'PROPFIND'] as const) {
      const response = await t.app.inject({
        method,
        url: '/.well-known/caldav',
        payload: method === 'PROPFIND' ? '<x/>' : undefined,
        headers: { 'content-type': 'text/xml' },
      });
      expect(response.statusCode, method).toBe(301);
      expect(response.headers.location).toBe('/dav/');
    }

    const root = readMultistatus(
      (await dav('PROPFIND', '/dav/', propfind('<D:current-user-principal/>'), { depth: '0' })).body,
    );
    expect(root).toEqual([
      {
        href: '/dav/',
        props: { 'current-user-principal': { href: ['/dav/principal/'] } },
        missing: [],
        status: undefined,
      },
    ]);

    const principal = readMultistatus(
      (
        await dav(
          'PROPFIND',
          '/dav/principal/',
          propfind('<C:calendar-home-set/><C:calendar-user-address-set/><D:displayname/><D:resourcetype/>'),
          { depth: '0' },
        )
      ).body,
    )[0]!;
    expect(principal.props).toMatchObject({
      'calendar-home-set': { href: ['/dav/calendars/'] },
      'calendar-user-address-set': { href: [`mailto:${user.email}`] },
      displayname: 'Ada',
    });
    expect(principal.props.resourcetype).toHaveProperty('principal');

    const home = readMultistatus(
      (await dav('PROPFIND', '/dav/calendars/', propfind('<D:resourcetype/><D:displayname/>'), { depth: '1' })).body,
    );
    expect(home.map((r) => r.href)).toEqual(['/dav/calendars/', '/dav/calendars/dayflow/']);
    expect(home[1]!.props.resourcetype).toHaveProperty('calendar');

    const calendar = readMultistatus(
      (
        await dav(
          'PROPFIND',
          '/dav/calendars/dayflow/',
          propfind(
            '<D:displayname/><C:supported-calendar-component-set/><CS:getctag/><D:sync-token/><D:supported-report-set/><X:color xmlns:X="urn:example:other"/>',
          ),
          { depth: '0' },
        )
      ).body,
    )[0]!;
    expect(calendar.props.displayname).toBe('Dayflow');
    expect(calendar.props['supported-calendar-component-set']).toEqual({ comp: [{ '@name': 'VTODO' }] });
    expect(calendar.props.getctag).toBe(calendar.props['sync-token']);
    expect(JSON.stringify(calendar.props['supported-report-set'])).toContain('sync-collection');
    expect(calendar.missing).toEqual(['color']);
  });

  it('lists the calendar at depth 1 and one resource at depth 0, answers propname and allprop, 404 for a missing one', async () => {
    const user = await signUp(t.app);
    const a = await createTaskAs(user, { text: 'A', section: 'today' });
    const b = await createTaskAs(user, { text: 'B', section: 'brainDump' });
    const dav = await davAs(t.app, user);
    const listed = readMultistatus(
      (await dav('PROPFIND', '/dav/calendars/dayflow/', PROPFIND_ETAGS, { depth: '1' })).body,
    );
    expect(listed.map((r) => r.href).sort()).toEqual(
      ['/dav/calendars/dayflow/', `/dav/calendars/dayflow/${a.id}.ics`, `/dav/calendars/dayflow/${b.id}.ics`].sort(),
    );
    for (const resource of listed.slice(1)) expect(resource.props.getetag).toMatch(/^"[0-9a-f]{32}"$/);

    const one = await dav('PROPFIND', `/dav/calendars/dayflow/${a.id}.ics`, undefined, { depth: '0' });
    expect(one.statusCode).toBe(207);
    const all = readMultistatus(one.body)[0]!;
    expect(Object.keys(all.props)).toEqual(expect.arrayContaining(['getetag', 'getcontenttype', 'resourcetype']));
    expect(all.props).not.toHaveProperty('calendar-data');
    const names = readMultistatus(
      (
        await dav(
          'PROPFIND',
          `/dav/calendars/dayflow/${a.id}.ics`,
          '<D:propfind xmlns:D="DAV:"><D:propname/></D:propfind>',
          { depth: '0' },
        )
      ).body,
    )[0]!;
    expect(names.props.getetag).toBe('');

    expect(
      (await dav('PROPFIND', '/dav/calendars/dayflow/nothing.ics', PROPFIND_ETAGS, { depth: '0' })).statusCode,
    ).toBe(404);
    expect((await dav('PROPFIND', '/dav/calendars/other/', PROPFIND_ETAGS, { depth: '0' })).statusCode).toBe(404);
  });

  it("never shows another user's task", async () => {
    const owner = await signUp(t.app);
    const task = await createTaskAs(owner, { text: 'Mine', section: 'today' });
    const dav = await davAs(t.app, await signUp(t.app));
    expect((await dav('GET', `/dav/calendars/dayflow/${task.id}.ics`)).statusCode).toBe(404);
    const listed = readMultistatus(
      (await dav('PROPFIND', '/dav/calendars/dayflow/', PROPFIND_ETAGS, { depth: '1' })).body,
    );
    expect(listed.map((r) => r.href)).toEqual(['/dav/calendars/dayflow/']);
    const put = await dav(
      'PUT',
      `/dav/calendars/dayflow/${task.id}.ics`,
      vtodo([`UID:${task.id}`, 'SUMMARY:Taken over']),
    );
    expect(put.statusCode).toBe(201);
    expect(
      (await owner.inject({ method: 'GET', url: '/api/tasks' }))
        .json<{ tasks: { text: string }[] }>()
        .tasks.map((x) => x.text),
    ).toEqual(['Mine']);
  });

  it('announces DAV 1, 3 and calendar-access on OPTIONS, and refuses bad XML with 400', async () => {
    const dav = await davAs(t.app, await signUp(t.app));
    const options = await dav('OPTIONS', '/dav/calendars/dayflow/');
    expect(options.statusCode).toBe(200);
    expect(options.headers.dav).toBe('1, 3, calendar-access');
    expect(String(options.headers.allow)).toContain('PROPFIND');
    expect(String(options.headers.allow)).toContain('REPORT');
    expect((await dav('PROPFIND', '/dav/', '<D:propfind xmlns:D="DAV:"><D:prop>', { depth: '0' })).statusCode).toBe(
      400,
    );
    const entity =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><D:propfind xmlns:D="DAV:"><D:prop>&a;</D:prop></D:propfind>';
    expect((await dav('PROPFIND', '/dav/', entity, { depth: '0' })).statusCode).toBe(400);
    const proppatch = await dav(
      'PROPPATCH',
      '/dav/calendars/dayflow/',
      '<D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><D:displayname>Mine</D:displayname></D:prop></D:set></D:propertyupdate>',
    );
    expect(proppatch.statusCode).toBe(207);
    expect(proppatch.body).toContain('403 Forbidden');
  });
});
