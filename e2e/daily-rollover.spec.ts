import { expect, test } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { signUpThroughApi } from './support/accounts';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { faketimeEnv } from './support/faketime';
import { addTasks, expectOpen, list, openTexts, row } from './support/planner';

// Tokyo keeps UTC+9 all year, so its midnight is 15:00 UTC on any date.
const ZONE = 'Asia/Tokyo';
const MIDNIGHT_UTC_HOUR = 15;
const MINUTE = 60_000;

/** The next Tokyo midnight at least `lead` ms away. */
function nextMidnight(now: number, lead: number): number {
  const midnight = new Date(now + lead);
  midnight.setUTCHours(MIDNIGHT_UTC_HOUR, 0, 0, 0);
  if (midnight.getTime() < now + lead) midnight.setUTCDate(midnight.getUTCDate() + 1);
  return midnight.getTime();
}

// A server of its own whose clock starts shortly before midnight in Tokyo: its minute sweep, on
// the clock, starts the user's new day at midnight while the planner is open. The lead leaves
// the setup below several times the few seconds it takes on a loaded machine.
const LEAD_MS = 25_000;
let server: DayflowServer;
let offset: number;
let midnight: number;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const now = Date.now();
  midnight = nextMidnight(now, 2 * MINUTE);
  offset = midnight - LEAD_MS - now;
  server = await startDayflowServer(faketimeEnv(offset));
});

test.afterAll(async () => {
  await server?.stop();
});

// @db: the day start runs on the server's clock, claimed with the user's rows locked (FOR UPDATE
//   on PostgreSQL).
test('at midnight Tomorrow moves to Today and a routine brings its copy, on the open planner @db', async ({
  browser,
}) => {
  // Up to the lead before the server's own clock passes midnight, then its sweep.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: ZONE });
  const page = await context.newPage();
  // The browser's clock shows the server's time (and flows with it).
  await page.clock.install({ time: Date.now() + offset });
  await signUpThroughApi(page.request);
  // The browser reports its zone: until then the server starts no day for the user.
  const zoneReported = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
  );
  await page.goto('/planner');
  expect((await zoneReported).status()).toBe(200);
  expect(await (await page.request.get('/api/settings')).json()).toMatchObject({ timeZone: ZONE, rollover: true });

  await addTasks(page, 'today', ['File taxes']);
  await addTasks(page, 'tomorrow', ['Water plants', 'Call the bank']);
  // A routine made today brings its first copy at the next day start.
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  expect((await page.request.post('/api/routines', { data: { text: 'Stretch', weekdays: everyDay } })).status()).toBe(
    201,
  );
  await expectOpen(page, 'today', ['File taxes']);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  expect(Date.now() + offset, 'the setup ran past midnight: give it a longer lead').toBeLessThan(midnight);

  // After midnight: Tomorrow's tasks follow Today's, in their order, then the routine's copy;
  // Today's task is carried over.
  await expect
    .poll(() => openTexts(page, 'today'), { timeout: MINUTE })
    .toEqual(['File taxes', 'Water plants', 'Call the bank', 'Stretch']);
  await expectOpen(page, 'tomorrow', []);
  await expect(list(page, 'tomorrow').getByText(TEXTS.emptyOpen)).toBeVisible();
  await expect(row(list(page, 'today'), 'File taxes').getByRole('img', { name: 'Carried over 1 day' })).toBeVisible();
  await expect(row(list(page, 'today'), 'Water plants').getByRole('img', { name: /Carried over/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await context.close();
});
