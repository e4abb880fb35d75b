import { expect, test, type Page } from '@playwright/test';
import { NOTE_TEXTS, PRODUCT_NAME, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { openProfileMenu } from './support/sign-in-popup';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const themeToggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });
const avatar = (page: Page) => page.getByRole('button', { name: 'Profile menu' });

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const pressed = (await themeToggle(page).getAttribute('aria-pressed')) === 'true';
  if (pressed !== (theme === 'dark')) await themeToggle(page).click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('brand, Notes, and a dropdown profile menu, in both themes', async ({ page }) => {
    const account = await openPlannerAsNewUser(page, 'Hana Header');
    await expect(page.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/planner');
    await expect(page.getByTitle(TEXTS.notesTitle)).toBeVisible();
    await expect(avatar(page)).toHaveText('H');

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await openProfileMenu(page);
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: TEXTS.logOut })).toBeFocused();
      await expect(page.getByText(account.name, { exact: true })).toBeVisible();
      await expect(page.getByText(account.email, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXTS.cancel })).toHaveCount(0);
      await shot(page, `header-1280-${theme}-menu`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(avatar(page)).toBeFocused();
    }

    // A click elsewhere closes it too.
    await openProfileMenu(page);
    await page.mouse.click(640, 700);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('keyboard only: Tab to the avatar, Enter opens, Log Out signs out to /login', async ({ page }) => {
    await openPlannerAsNewUser(page, 'Kai Keys');
    await avatar(page).focus();
    await page.keyboard.press('Enter');
    await expect(avatar(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: TEXTS.logOut })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/planner');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Notes button leads to /notes', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await page.getByTitle(TEXTS.notesTitle).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(page.getByRole('heading', { name: NOTE_TEXTS.heading, level: 1 })).toBeVisible();
  });

  test('the theme starts light and the choice survives a reload', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await themeToggle(page).click();
    await page.reload();
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the profile menu is a bottom sheet with Cancel, in both themes', async ({ page }) => {
    const account = await openPlannerAsNewUser(page, 'Mia Mobile');
    await expect(avatar(page)).toHaveText('M');

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await shot(page, `header-390-${theme}`);
      await openProfileMenu(page);
      const sheet = page.getByRole('dialog', { name: account.name });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText(account.email)).toBeVisible();
      await expect(sheet.getByRole('button', { name: TEXTS.logOut })).toBeFocused();
      // The sheet sits at the bottom of the screen, once it has slid in (220 ms, longer on a busy machine).
      await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const box = (await sheet.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      await shot(page, `header-390-${theme}-sheet`);
      await sheet.getByRole('button', { name: TEXTS.cancel }).click();
      await expect(sheet).toBeHidden();
    }

    await openProfileMenu(page);
    await page.getByRole('dialog').getByRole('button', { name: TEXTS.logOut }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('login screen looks', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`at ${width} px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.addInitScript((t) => localStorage.setItem('dayflow.theme', t), theme);
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: PRODUCT_NAME })).toBeVisible();
        await expect(page.getByRole('status')).toHaveText(TEXTS.splashLines[0]);
        await shot(page, `login-${width}-${theme}-first`);
        await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
        await expect(page.getByRole('status')).toHaveText(TEXTS.splashLines[2]);
        await shot(page, `login-${width}-${theme}-ready`);
        await page.goto('/auth/popup');
        await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
        await shot(page, `signin-page-${width}-${theme}`);
      });
    }
  }
});
