import { expect, test, type Page } from '@playwright/test';
import { THEME_COLORS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { list } from './support/planner';

// The system asks for dark mode (the person has never touched the theme toggle).
test.use({ colorScheme: 'dark' });

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

/** The page's theme as it stood when the document was parsed, before the app drew anything. */
async function themeAtFirstParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const seen = window as unknown as { themeAtParse?: boolean };
      seen.themeAtParse = document.documentElement.classList.contains('dark');
    });
  });
  return () => page.evaluate(() => (window as unknown as { themeAtParse?: boolean }).themeAtParse);
}

test('with the system in dark mode the app starts dark, without a light flash, until the toggle chooses', async ({
  page,
}) => {
  const atParse = await themeAtFirstParse(page);
  await page.goto('/login');
  expect(await atParse()).toBe(true);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLORS.dark);

  await openPlannerAsNewUser(page);
  await expect(list(page, 'today')).toBeVisible();
  expect(await isDark(page)).toBe(true);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('system-dark-planner-1280.png') });

  // The toggle is the person's choice, and it wins over the system from then on.
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await isDark(page)).toBe(false);
  await page.reload();
  await expect(list(page, 'today')).toBeVisible();
  expect(await atParse()).toBe(false);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('with nothing chosen, the open planner follows the system as it switches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openPlannerAsNewUser(page);
  await expect(list(page, 'today')).toBeVisible();
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: test.info().outputPath('system-dark-planner-390.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
