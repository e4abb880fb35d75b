import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS, SETTINGS_TITLE } from '@dayflow/core';
import { expectAxeClean, expectTheme, useTheme } from './support/axe';
import { newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from './support/accounts';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { moveFaketime, movableFaketimeEnv } from './support/faketime';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const LAPTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const NEW_PASSWORD = 'amber tide lantern';

async function openSecurity(page: Page) {
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { level: 1, name: SECURITY_TEXTS.title })).toBeVisible({ timeout: 10_000 });
  await expect(section(page, SECURITY_TEXTS.sessions).getByRole('listitem').first()).toBeVisible();
}

/** A second device: another browser context signed in to the same account. */
async function laptopOf(browser: Browser, account: TestAccount, baseURL: string | undefined) {
  const laptop = await browser.newContext({ baseURL, userAgent: LAPTOP_AGENT });
  await signInThroughApi(laptop.request, account);
  return laptop;
}

const signInStatus = async (baseURL: string | undefined, email: string, password: string) => {
  const fresh = await playwrightRequest.newContext({ baseURL });
  const status = (await fresh.post('/api/auth/sign-in/email', { data: { email, password } })).status();
  await fresh.dispose();
  return status;
};

test('signed out, /settings/security goes to sign-in; signed in, it lists every way in and leads back to Settings', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/login$/);

  const account = await signUpThroughApi(page.request, newAccount('Sam Secure'));
  expect(
    (
      await page.request.post('/api/tokens', { data: { name: 'Nightly export', scope: 'read', expiresInDays: 90 } })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/api/calendar-feed')).status()).toBe(201);
  const laptop = await laptopOf(browser, account, baseURL);

  // From Settings, by its row at the top.
  await page.goto('/settings');
  await page.getByRole('link', { name: SECURITY_TEXTS.settingsLink }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  const sessions = section(page, SECURITY_TEXTS.sessions).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: SECURITY_TEXTS.thisDevice })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'Firefox on Linux' })).toContainText('IP address');
  await expect(section(page, SECURITY_TEXTS.tokens).getByText('Nightly export')).toBeVisible();
  await expect(section(page, SECURITY_TEXTS.feedHeading)).toContainText('A calendar link is on');
  await expect(section(page, SECURITY_TEXTS.changePassword)).toBeVisible();
  await expect(section(page, SECURITY_TEXTS.signOutEverywhere)).toBeVisible();

  await page.getByRole('link', { name: SECURITY_TEXTS.backToSettings }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TITLE })).toBeVisible();
  await laptop.close();
});

// @db: a password change ends the other sessions by raw SQL.
test('Change password: the new one works, the old one is refused, the other device is signed out unless unticked @db', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await signUpThroughApi(page.request, newAccount('Cam Change'));
  const laptop = await laptopOf(browser, account, baseURL);
  await openSecurity(page);
  const change = section(page, SECURITY_TEXTS.changePassword);
  await expect(change.getByRole('checkbox', { name: SECURITY_TEXTS.signOutOthers })).toBeChecked();
  await change.getByLabel(SECURITY_TEXTS.currentPassword).fill(account.password);
  await change.getByLabel(SECURITY_TEXTS.newPassword).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: SECURITY_TEXTS.savePassword }).click();
  await expect(change.getByRole('status')).toHaveText(SECURITY_FEEDBACK_TEXTS.passwordChanged(true));

  expect((await laptop.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await expect(section(page, SECURITY_TEXTS.sessions).getByRole('listitem')).toHaveCount(1);
  expect(await signInStatus(baseURL, account.email, account.password)).toBe(401);
  expect(await signInStatus(baseURL, account.email, NEW_PASSWORD)).toBe(200);

  // Unticked: the other device keeps its session. (Its dead cookie goes first: a sign-in that
  // carries a cookie must come from a page of ours, which an API call is not.)
  await laptop.clearCookies();
  await signInThroughApi(laptop.request, { ...account, password: NEW_PASSWORD });
  await change.getByLabel(SECURITY_TEXTS.currentPassword).fill(NEW_PASSWORD);
  await change.getByLabel(SECURITY_TEXTS.newPassword).fill('quiet orchard compass');
  await change.getByRole('checkbox', { name: SECURITY_TEXTS.signOutOthers }).uncheck();
  await change.getByRole('button', { name: SECURITY_TEXTS.savePassword }).click();
  await expect(change.getByRole('status')).toHaveText(SECURITY_FEEDBACK_TEXTS.passwordChanged(false));
  expect((await laptop.request.get('/api/me')).status()).toBe(200);

  // A wrong current password is named on its field.
  await change.getByLabel(SECURITY_TEXTS.currentPassword).fill('not my password');
  await change.getByLabel(SECURITY_TEXTS.newPassword).fill('another long phrase');
  await change.getByRole('button', { name: SECURITY_TEXTS.savePassword }).click();
  await expect(change.getByLabel(SECURITY_TEXTS.currentPassword)).toHaveAttribute('aria-invalid', 'true');
  await expect(change).toContainText(SECURITY_FEEDBACK_TEXTS.wrongPassword);
  await laptop.close();
});

// @db: signing out everywhere ends sessions, tokens and links by raw SQL in one transaction.
test('Sign out everywhere: the other browser goes to sign-in, the token answers 401, this one stays @db', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await signUpThroughApi(page.request, newAccount('Eve Everywhere'));
  const created = await page.request.post('/api/tokens', {
    data: { name: 'Old script', scope: 'read-write', expiresInDays: null },
  });
  const { token } = (await created.json()) as { token: string };
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  expect((await script.get('/api/tasks')).status()).toBe(200);
  const laptop = await laptopOf(browser, account, baseURL);
  const other = await laptop.newPage();
  await other.goto('/planner');
  await expect(other).toHaveURL(/\/planner$/);

  await openSecurity(page);
  const everywhere = section(page, SECURITY_TEXTS.signOutEverywhere);
  await everywhere.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhere }).click();
  await expect(everywhere).toContainText(SECURITY_TEXTS.signOutEverywhereQuestion);
  await everywhere.getByRole('button', { name: SECURITY_TEXTS.signOutEverywhereConfirm }).click();
  await expect(everywhere.getByRole('status')).toHaveText(
    SECURITY_FEEDBACK_TEXTS.ended({
      sessions: 1,
      tokens: 1,
      calendarLink: 0,
      pushDevices: 0,
      trustedDevices: 0,
      resetLinks: 0,
    }),
  );

  await expect(section(page, SECURITY_TEXTS.sessions).getByRole('listitem')).toHaveCount(1);
  await expect(section(page, SECURITY_TEXTS.tokens)).toContainText(SECURITY_TEXTS.noTokens);
  expect((await script.get('/api/tasks')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  // The other browser's next request finds its session gone.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/, { timeout: 10_000 });
  await script.dispose();
  await laptop.close();
});

// @db: a session's age is read from the auth library's tables.
test.describe('a session older than ten minutes @db', () => {
  let server: DayflowServer;
  let clockFile: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-clock-')), 'offset');
    server = await startDayflowServer(movableFaketimeEnv(clockFile));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('asks to confirm it is you before a new token, then makes it', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const account = await signUpThroughApi(page.request, newAccount('Olive Older'));
    moveFaketime(clockFile, 11 * 60_000);
    await openSecurity(page);
    const tokens = section(page, SECURITY_TEXTS.tokens);
    await tokens.getByLabel(SECURITY_TEXTS.tokenName).fill('Later script');
    await tokens.getByRole('button', { name: SECURITY_TEXTS.createToken }).click();

    const dialog = page.getByRole('dialog', { name: SECURITY_TEXTS.confirmTitle });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(SECURITY_TEXTS.confirmPassword);
    await expect(password).toBeFocused();
    await password.fill('not it');
    await dialog.getByRole('button', { name: SECURITY_TEXTS.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SECURITY_FEEDBACK_TEXTS.confirmWrongPassword);
    await dialog.screenshot({ path: `${SHOTS}/security-confirm-dialog.png` });
    await password.fill(account.password);
    await dialog.getByRole('button', { name: SECURITY_TEXTS.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(tokens.getByRole('textbox', { name: 'Later script' })).toHaveValue(/^dft_/);

    // Escape cancels: nothing is made. (Confirmed a moment ago, so move past the window again.)
    moveFaketime(clockFile, 22 * 60_000);
    await section(page, SECURITY_TEXTS.feedHeading).getByRole('button', { name: SECURITY_TEXTS.feedCreate }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(section(page, SECURITY_TEXTS.feedHeading)).toContainText(SECURITY_TEXTS.feedOff);
    await context.close();
  });
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`/settings/security at ${width} px, light and dark: no accessibility violations, screenshots`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // two full-page audits on a long page
    await page.setViewportSize({ width, height });
    await signUpThroughApi(page.request, newAccount('Lou Looks'));
    await page.request.post('/api/tokens', { data: { name: 'Nightly export', scope: 'read', expiresInDays: 90 } });
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await openSecurity(page);
      await expectTheme(page, theme);
      await expect(section(page, SECURITY_TEXTS.tokens).getByText('Nightly export')).toBeVisible();
      await expect(section(page, SECURITY_TEXTS.changePassword)).toBeVisible();
      await expectAxeClean(page);
      // In pieces a screen tall, which a person can read at their real size.
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < total; y += height, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(height, total - y) };
        await page.screenshot({ path: `${SHOTS}/security-${width}-${theme}-${part}.png`, fullPage: true, clip });
      }
    }
  });
}
