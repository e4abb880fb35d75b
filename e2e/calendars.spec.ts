import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { addDays, CALENDAR_TEXTS, localDateKey, UPCOMING_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { calendarPort } from './playwright.config';

// One loopback calendar server on a fixed port: the file's tests run in one worker, in order.
test.describe.configure({ mode: 'serial' });

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compact = (day: string) => day.replace(/-/g, '');

/** A calendar as a calendar server gives it: a meeting around now, a trip in two days. */
function calendarText(now: number): string {
  const tripDay = addDays(localDateKey(now, zone), 2);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//EN',
    'BEGIN:VEVENT',
    'UID:standup@e2e',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(now - 30 * 60_000)}`,
    `DTEND:${stamp(now + 30 * 60_000)}`,
    'SUMMARY:Team standup',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:trip@e2e',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(tripDay)}`,
    `DTEND;VALUE=DATE:${compact(addDays(tripDay, 1))}`,
    'SUMMARY:Trip to Lyon',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendarText(Date.now()));
  });
  await new Promise<void>((resolve) => server.listen(calendarPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const timeline = (page: Page) => page.getByRole('region', { name: CALENDAR_TEXTS.timeline, exact: true });
const calendarsSection = (page: Page) => page.getByRole('region', { name: CALENDAR_TEXTS.heading, exact: true });

async function addCalendar(page: Page) {
  await page.goto('/settings');
  const section = calendarsSection(page);
  await expect(section.getByText(CALENDAR_TEXTS.none)).toBeVisible();
  const address = section.getByRole('textbox', { name: CALENDAR_TEXTS.urlLabel });
  // An address on the server's own machine, not allowed by the operator: refused at the field.
  await address.fill('http://127.0.0.1:9/admin.ics');
  await section.getByRole('button', { name: CALENDAR_TEXTS.add }).click();
  await expect(address).toHaveAccessibleDescription(/must use the standard port/);
  await address.fill(`http://127.0.0.1:${calendarPort}/work.ics`);
  await section.getByRole('textbox', { name: CALENDAR_TEXTS.nameLabel }).fill('Work');
  await section.getByRole('button', { name: CALENDAR_TEXTS.add }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Work' })).toContainText(CALENDAR_TEXTS.events(2));
  await expect(address).toHaveValue('');
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  // @db: the calendar's fetch is claimed in the database and its events are stored and read back
  // by day range in the user's zone.
  test(`a calendar added in Settings shows on Today's timeline and on Upcoming (${viewport.width} px) @db`, async ({
    page,
  }) => {
    test.setTimeout(180_000); // three pages, each checked with axe, at one width
    await page.setViewportSize(viewport);
    await openPlannerAsNewUser(page);
    // No calendar: no timeline (and its code is never fetched).
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Planner' })).toBeAttached();
    await expect(timeline(page)).toHaveCount(0);
    expect(chunks.filter((url) => /today-timeline/.test(url))).toEqual([]);

    await addCalendar(page);
    await expectAxeClean(page);
    await shot(page, `calendars-settings-${viewport.width}`);

    await page.goto('/planner');
    await expect(timeline(page)).toContainText('Team standup');
    await expect(timeline(page)).toContainText(/Now \d/);
    await expectAxeClean(page);
    await shot(page, `calendars-today-${viewport.width}`);

    await page.goto('/upcoming');
    const tripDay = new Date(`${addDays(localDateKey(Date.now(), zone), 2)}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const events = page.getByRole('list', { name: CALENDAR_TEXTS.dayEvents(tripDay) });
    await expect(events).toContainText('Trip to Lyon');
    await expect(events).toContainText(CALENDAR_TEXTS.allDay);
    await expect(page.getByRole('heading', { level: 1, name: UPCOMING_TEXTS.heading })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, `calendars-upcoming-${viewport.width}`);

    // Removed: gone from Settings and from the day.
    await page.goto('/settings');
    await calendarsSection(page)
      .getByRole('button', { name: CALENDAR_TEXTS.remove('Work') })
      .click();
    await expect(calendarsSection(page).getByText(CALENDAR_TEXTS.none)).toBeVisible();
    await page.goto('/planner');
    await expect(page.getByRole('heading', { name: 'Planner' })).toBeAttached();
    await expect(timeline(page)).toHaveCount(0);
  });
}
