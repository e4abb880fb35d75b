import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CALDAV_TEXTS, SECURITY_TEXTS, todayIn } from '@dayflow/core';
import { expectAxeClean } from './support/axe';
import { openPlannerAsNewUser } from './support/accounts';
import { list, row } from './support/planner';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const CLIENT = path.resolve(import.meta.dirname, '../packages/server/test/caldav-clients/python-caldav-client.py');
const section = (page: Page) => page.getByRole('region', { name: CALDAV_TEXTS.heading, exact: true });

/** Runs one step of the python3-caldav client (Debian's package) against the server under test. */
function caldavClient(base: string, email: string, password: string, ...step: string[]) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      '/usr/bin/python3',
      [CLIENT, base, email, password, ...step],
      { timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** Settings → CalDAV: makes the password, reads the three values a client needs from the page. */
async function connectionFromSettings(page: Page) {
  await page.goto('/settings');
  const caldav = section(page);
  await expect(caldav).toBeVisible({ timeout: 10_000 });
  await caldav.getByRole('button', { name: CALDAV_TEXTS.makePassword }).click();
  const secret = caldav.getByRole('textbox', { name: 'CalDAV', exact: true });
  await expect(secret).toHaveValue(/^dft_/);
  return {
    address: await caldav.getByRole('textbox', { name: CALDAV_TEXTS.address }).inputValue(),
    userName: await caldav.getByRole('textbox', { name: CALDAV_TEXTS.userName }).inputValue(),
    password: await secret.inputValue(),
  };
}

// @db: a CalDAV client's write goes through the task commands and the change feed's versions into
// the planner's live update, as the server stores and publishes them.
test('Settings gives the CalDAV address, user name and a password; a task made in a CalDAV client appears live in the open planner @db', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await openPlannerAsNewUser(page, 'Cal Davis');
  const connection = await connectionFromSettings(page);
  expect(connection.address).toBe(`${baseURL}/dav/`);
  expect(connection.userName).toBe(account.email);
  await section(page).getByText('Apple Reminders and Calendar').click();
  await expect(section(page).getByText(/Add CalDAV Account/)).toBeVisible();
  await expectAxeClean(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await section(page).screenshot({ path: path.join(SHOTS, 'caldav-settings-desktop.png') });

  // The token shows on the Security page by its name.
  await page.goto('/settings/security');
  const tokens = page.getByRole('region', { name: SECURITY_TEXTS.tokens, exact: true });
  await expect(tokens.getByText('CalDAV', { exact: true })).toBeVisible({ timeout: 10_000 });

  await page.goto('/planner');
  await expect(list(page, 'today')).toBeVisible();
  const today = todayIn(Date.now(), await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  await caldavClient(baseURL!, connection.userName, connection.password, 'create', 'Call the plumber', today);
  // No reload: the change reaches the open planner through its live connection.
  await expect(row(list(page, 'today'), 'Call the plumber')).toBeVisible({ timeout: 15_000 });
});

test('on a phone the CalDAV part of Settings reads top to bottom and passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlannerAsNewUser(page, 'Phoebe Phone');
  await connectionFromSettings(page);
  await section(page).getByText('Android: DAVx5 and tasks.org').click();
  await expect(section(page).getByText(/Login with URL and user name/)).toBeVisible();
  await expectAxeClean(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await section(page).screenshot({ path: path.join(SHOTS, 'caldav-settings-phone.png') });
});
