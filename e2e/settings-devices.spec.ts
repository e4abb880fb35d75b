import { expectAxeClean } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { SETTINGS_FEEDBACK_TEXTS, SETTINGS_TEXTS, SETTINGS_TITLE, SECURITY_TEXTS } from '@dayflow/core';
import { newAccount, signInThroughApi, signUpThroughApi } from './support/accounts';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TITLE })).toBeVisible({ timeout: 10_000 });
  await expect(section(page, SETTINGS_TEXTS.yourDay).getByRole('checkbox', { name: 'Monday' })).toBeVisible();
}

// @db: the rest day reaches the other device through the database (LISTEN/NOTIFY), and its session
//   is ended by raw SQL.
test('two devices: a rest day set on one shows on the other at once; one signs the other out @db', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const account = await signUpThroughApi(page.request, newAccount('Dev Devices'));
  const laptop = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
  await signInThroughApi(laptop.request, account);
  const other = await laptop.newPage();
  await openSettings(page);
  await openSettings(other);

  await section(other, SETTINGS_TEXTS.yourDay).getByRole('checkbox', { name: 'Monday' }).check();
  await expect(section(page, SETTINGS_TEXTS.yourDay).getByRole('checkbox', { name: 'Monday' })).toBeChecked();

  // The devices are on Settings → Security.
  await page.getByRole('link', { name: SECURITY_TEXTS.settingsLink }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  const devices = section(page, SECURITY_TEXTS.sessions).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const here = devices.filter({ hasText: SECURITY_TEXTS.thisDevice });
  await expect(here).toHaveCount(1);
  const firefox = devices.filter({ hasText: 'Firefox on Linux' });
  await expect(firefox).not.toContainText(SECURITY_TEXTS.thisDevice);
  await firefox.getByRole('button', { name: SECURITY_TEXTS.signOut }).click();
  await expect(devices).toHaveCount(1);
  expect((await laptop.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // This device's own Sign out is Log Out: to /login, signed out.
  await here.getByRole('button', { name: SECURITY_TEXTS.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await laptop.close();
});

test('the time zone: an unknown name is refused in words; a real one, in any case, is kept as spelled', async ({
  page,
}) => {
  await signUpThroughApi(page.request, newAccount('Tia Zone'));
  await openSettings(page);
  const day = section(page, SETTINGS_TEXTS.yourDay);
  const zone = day.getByRole('combobox', { name: SETTINGS_TEXTS.timeZone });
  await zone.fill('Mars/Olympus_Mons');
  await day.getByRole('button', { name: SETTINGS_TEXTS.saveTimeZone }).click();
  await expect(day.getByRole('alert')).toHaveText(SETTINGS_FEEDBACK_TEXTS.unknownZone('Mars/Olympus_Mons'));
  await expect(zone).toHaveAttribute('aria-invalid', 'true');

  await zone.fill('asia/tokyo');
  await day.getByRole('button', { name: SETTINGS_TEXTS.saveTimeZone }).click();
  await expect(day.getByRole('alert')).toHaveCount(0);
  await expect(day.getByRole('status')).toHaveText(SETTINGS_FEEDBACK_TEXTS.zoneSaved('Asia/Tokyo'));
  await day.getByRole('checkbox', { name: 'Saturday' }).check();
  await expect(day.getByRole('status')).toHaveText(SETTINGS_FEEDBACK_TEXTS.restDaysSaved(['Saturday']));
  await page.reload();
  await expect(zone).toHaveValue('Asia/Tokyo', { timeout: 10_000 });
  expect(((await (await page.request.get('/api/settings')).json()) as { timeZone: string }).timeZone).toBe(
    'Asia/Tokyo',
  );
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`the page at ${width} px, light and dark: no accessibility violations, screenshots`, async ({ page }) => {
    test.setTimeout(90_000); // two full-page audits on a long page
    await page.setViewportSize({ width, height });
    await signUpThroughApi(page.request, newAccount('Lou Looks'));
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
      await openSettings(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      await expect(page.getByRole('link', { name: SECURITY_TEXTS.settingsLink })).toBeVisible();
      await expectAxeClean(page);
      // In pieces a screen tall, which a person can read at their real size.
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < total; y += height, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(height, total - y) };
        await page.screenshot({ path: `${SHOTS}/settings-${width}-${theme}-${part}.png`, fullPage: true, clip });
      }
    }
  });
}
