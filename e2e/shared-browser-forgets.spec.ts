import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { newAccount, signInThroughApi, signUpThroughApi } from './support/accounts';
import { addTasks } from './support/planner';

/** Every localStorage entry of ours, key and value, as the next person at this computer could read them. */
const ourStorage = (page: Page) =>
  page.evaluate(() =>
    Object.entries({ ...localStorage })
      .filter(([key]) => key.startsWith('dayflow'))
      .map(([key, value]) => `${key}=${value}`),
  );

const SECRET = 'Call the clinic about the results';

// Issue 24: on a shared browser, a task's text stayed in local storage after its session was
// ended from another device, and the goal, streak and time-zone keys stayed after Log Out.
// @db: the session is ended by raw SQL, and its tab's live socket closed through the database
//   (LISTEN/NOTIFY).
test('a session ended from another device: the shared browser forgets the tasks and every per-user key @db', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const account = await signUpThroughApi(page.request, newAccount('Sam Shared'));
  await page.goto('/planner');
  await addTasks(page, 'today', [SECRET]);
  await expect.poll(async () => (await ourStorage(page)).join('\n')).toContain(SECRET);

  const phone = await browser.newContext();
  await signInThroughApi(phone.request, account);
  const origin = new URL(page.url()).origin;
  const revoke = await phone.request.post('/api/auth/revoke-other-sessions', { data: {}, headers: { origin } });
  expect(revoke.status()).toBe(200);

  // The live socket closes with "session ended"; the tab asks who is signed in and hears nobody.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect.poll(() => ourStorage(page)).toEqual(['dayflow:returning=1']);
  await phone.close();
});

test('Log Out leaves nothing of the user but the theme and the returning flag', async ({ page }) => {
  await signUpThroughApi(page.request, newAccount('Lou Leaving'));
  await page.goto('/planner');
  await addTasks(page, 'today', [SECRET]);
  await expect.poll(async () => (await ourStorage(page)).some((entry) => entry.startsWith('dayflow.zone.'))).toBe(true);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await ourStorage(page);
  expect(left.filter((entry) => !entry.startsWith('dayflow.theme=') && entry !== 'dayflow:returning=1')).toEqual([]);
});
