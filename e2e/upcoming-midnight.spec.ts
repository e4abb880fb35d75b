import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEXTS, UPCOMING_TEXTS, addDays, localDateKey } from '@dayflow/core';
import { signUpThroughApi } from './support/accounts';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { moveFaketime, movableFaketimeEnv } from './support/faketime';
import { row } from './support/planner';

// Tokyo keeps UTC+9 all year, so its midnight is 15:00 UTC on any date.
const ZONE = 'Asia/Tokyo';
const MIDNIGHT_UTC_HOUR = 15;
const MINUTE = 60_000;
const DAY = 86_400_000;
// Time to set up before the first midnight, and to settle before the second.
const LEAD_MS = 25_000;
const SECOND_LEAD_MS = 10_000;

/** The next Tokyo midnight at least `lead` ms away. */
function nextMidnight(now: number, lead: number): number {
  const midnight = new Date(now + lead);
  midnight.setUTCHours(MIDNIGHT_UTC_HOUR, 0, 0, 0);
  if (midnight.getTime() < now + lead) midnight.setUTCDate(midnight.getUTCDate() + 1);
  return midnight.getTime();
}

const label = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A day's column as the page heads it: "Today · Tue, Dec 1", "Tomorrow · …" or the date. */
const column = (page: Page, day: string, list?: 'today' | 'tomorrow') =>
  page.getByRole('region', {
    name: UPCOMING_TEXTS.dayHeading(label(day), list && TEXTS.sectionTitles[list]),
    exact: true,
  });

async function sectionOf(page: Page, text: string): Promise<string | undefined> {
  const { tasks } = (await (await page.request.get('/api/tasks')).json()) as {
    tasks: { text: string; section: string }[];
  };
  return tasks.find((task) => task.text === text)?.section;
}

// A server of its own on a clock the test moves: shortly before a Tokyo midnight, then shortly
// before the next one. Its minute sweep starts the user's new day at each.
let server: DayflowServer;
let dir: string;
let clockFile: string;
let offset: number;
let midnight: number;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-e2e-clock-'));
  clockFile = path.join(dir, 'faketime');
  server = await startDayflowServer(movableFaketimeEnv(clockFile));
  const now = Date.now();
  midnight = nextMidnight(now, 2 * MINUTE);
  offset = midnight - LEAD_MS - now;
  moveFaketime(clockFile, offset);
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// @db: two day starts on the server's clock, each claimed with the user's rows locked (FOR UPDATE
//   on PostgreSQL).
test('a task planned for the day after tomorrow arrives in Tomorrow at midnight, and in Today at the next @db', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: ZONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + offset });
  await signUpThroughApi(page.request);
  const zoneReported = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
  );
  await page.goto('/upcoming');
  expect((await zoneReported).status()).toBe(200);

  const today = localDateKey(Date.now() + offset, ZONE);
  const planned = addDays(today, 2);
  const composer = page.getByRole('textbox', { name: UPCOMING_TEXTS.addFor(label(planned)) });
  await composer.fill('Dentist');
  await composer.press('Enter');
  await expect(row(column(page, planned), 'Dentist')).toBeVisible();
  await expect.poll(() => sectionOf(page, 'Dentist')).toBe('later');
  expect(Date.now() + offset, 'the setup ran past midnight: give it a longer lead').toBeLessThan(midnight);

  // The first midnight: the day start brings it to Tomorrow; the open page follows.
  await expect.poll(() => sectionOf(page, 'Dentist'), { timeout: 2 * MINUTE }).toBe('tomorrow');
  await expect(row(column(page, planned, 'tomorrow'), 'Dentist')).toBeVisible({ timeout: 2 * MINUTE });

  // Shortly before the next midnight, on both clocks; then the day start brings it to Today.
  const next = midnight + DAY;
  offset = next - SECOND_LEAD_MS - Date.now();
  moveFaketime(clockFile, offset);
  await page.clock.setSystemTime(Date.now() + offset);
  await expect.poll(() => sectionOf(page, 'Dentist'), { timeout: 2 * MINUTE }).toBe('today');
  await expect(row(column(page, planned, 'today'), 'Dentist')).toBeVisible({ timeout: 2 * MINUTE });

  await page.reload();
  await expect(row(column(page, planned, 'today'), 'Dentist')).toBeVisible();
  await context.close();
});
