import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPEAT_MARK_LABEL, ROUTINE_TEXTS } from '@dayflow/core';
import { signUpThroughApi } from './support/accounts';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { moveFaketime, movableFaketimeEnv } from './support/faketime';
import { expectOpen, list, row } from './support/planner';

// Tokyo keeps UTC+9 all year; noon there is 03:00 UTC, far from its midnight.
const ZONE = 'Asia/Tokyo';
const DAY = 86_400_000;

// A server of its own whose clock the test moves a day at a time.
let server: DayflowServer;
let dir: string;
let clockFile: string;
let offset = 0;

/** The next Tokyo noon at least a minute away, as an offset from now. */
function toNextNoon(now: number): number {
  const noon = new Date(now + 60_000);
  noon.setUTCHours(3, 0, 0, 0);
  if (noon.getTime() < now + 60_000) noon.setUTCDate(noon.getUTCDate() + 1);
  return noon.getTime() - now;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-e2e-clock-'));
  clockFile = path.join(dir, 'faketime');
  server = await startDayflowServer(movableFaketimeEnv(clockFile));
  offset = toNextNoon(Date.now());
  moveFaketime(clockFile, offset);
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// @db: seven day starts on the server's clock, each claimed with the user's rows locked (FOR
//   UPDATE on PostgreSQL).
test('a routine left undone for a week is one carried task, whose mark opens the routine @db', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: ZONE });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + offset });
  await signUpThroughApi(page.request);
  const zoneReported = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
  );
  await page.goto('/planner');
  expect((await zoneReported).status()).toBe(200);
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const created = await page.request.post('/api/routines', { data: { text: 'Stretch', weekdays: everyDay } });
  expect(created.status()).toBe(201);
  const routine = (await created.json()) as { id: string };

  // Seven days pass; each morning the planner is opened and the routine is left undone.
  for (let day = 1; day <= 7; day += 1) {
    moveFaketime(clockFile, offset + day * DAY);
    await page.clock.setSystemTime(Date.now() + offset + day * DAY);
    await page.reload();
    await expectOpen(page, 'today', ['Stretch']);
  }
  const stretch = row(list(page, 'today'), 'Stretch');
  await expect(stretch.getByRole('img', { name: 'Carried over 6 days' })).toBeVisible();
  const tasks = (await (await page.request.get('/api/tasks')).json()) as { tasks: { routineId?: string }[] };
  expect(tasks.tasks).toEqual([expect.objectContaining({ routineId: routine.id, completed: false })]);

  await stretch.getByRole('link', { name: REPEAT_MARK_LABEL }).click();
  await expect(page).toHaveURL(new RegExp(`/routines\\?routine=${routine.id}$`));
  await expect(page.getByRole('form', { name: ROUTINE_TEXTS.editing('Stretch') })).toBeVisible();
  await context.close();
});
