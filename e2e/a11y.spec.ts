import { expect, test, type Page } from '@playwright/test';
import { DAY_MS, QUICK_ADD_TEXTS, SEARCH_TEXTS, SHORTCUT_TEXTS, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { openProfileMenu } from './support/sign-in-popup';
import { setTaskCreatedAt } from './support/db';
import { addTasks } from './support/planner';
import { expectAxeClean, expectTheme, useTheme } from './support/axe';

type Theme = 'light' | 'dark';

/** Every page and panel here must be clean of axe violations of any impact. */
async function expectNoViolations(page: Page, theme: Theme) {
  await expectTheme(page, theme);
  await expectAxeClean(page);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));
    // Each test runs one or two full axe scans: on a busy 2-core machine one took over 30 s.
    test.slow();

    test('/login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
      await expectNoViolations(page, theme);
    });

    test('the sign-in popup, both tabs, with no violation of any level', async ({ page }) => {
      await page.goto('/auth/popup');
      await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
      await expectNoViolations(page, theme);
      await page.getByRole('tab', { name: 'Create account' }).click();
      await expect(page.getByRole('tabpanel').getByLabel('Name')).toBeVisible();
      await expectNoViolations(page, theme);
    });

    test('/coming-soon', async ({ page }) => {
      await page.goto('/coming-soon');
      await expect(page.getByRole('heading', { name: TEXTS.comingSoonHeading })).toBeVisible();
      await expectNoViolations(page, theme);
    });

    test('/planner with tasks, a completed section and an open menu', async ({ page }) => {
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Write report', 'Call the bank']);
      await addTasks(page, 'brainDump', ['Try a standing desk']);
      await page.getByRole('checkbox', { name: 'Call the bank' }).click();
      await page.getByRole('button', { name: TEXTS.completedHeading(1) }).click();
      await expectNoViolations(page, theme);

      await page.getByText('Write report', { exact: true }).click({ button: 'right' });
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, theme);
    });

    // @db: a task's age is read from created_at, written straight into the database (support/db.ts).
    test('/planner with the reminder card, with no violation of any level @db', async ({ page }) => {
      const account = await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Renew passport']);
      await expect.poll(() => setTaskCreatedAt(account.email, 'Renew passport', Date.now() - 6 * DAY_MS)).toBe(1);
      await page.reload();
      const card = page.getByRole('region', { name: TEXTS.pendingTooLongHeading(1) });
      await expect(card.getByRole('button', { name: TEXTS.markDone })).toBeVisible();
      await expectNoViolations(page, theme);
    });

    test('/planner with quick-add chips, the search and the shortcut sheet open', async ({ page }) => {
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Call the bank']);
      await page.getByRole('region', { name: 'Today' }).getByRole('textbox').fill('Pay rent !h #tomorrow');
      await expect(page.getByRole('list', { name: QUICK_ADD_TEXTS.chips })).toBeVisible();
      await expectNoViolations(page, theme);

      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: SEARCH_TEXTS.label }).fill('bank');
      await expect(page.getByRole('option')).toHaveCount(1);
      await expectNoViolations(page, theme);
      await page.keyboard.press('Escape');

      await page.locator('body').click({ position: { x: 5, y: 500 } });
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: SHORTCUT_TEXTS.title })).toBeVisible();
      await expectNoViolations(page, theme);
    });

    test('/planner with the progress panel (and its history), then the profile menu', async ({ page }) => {
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Write report']);
      await page.getByRole('checkbox', { name: 'Write report' }).click();
      await page.getByRole('button', { name: /^Daily Productivity:/ }).click();
      await expect(page.getByRole('dialog', { name: TEXTS.dailyProductivity })).toBeVisible();
      await expectNoViolations(page, theme);
      await page.keyboard.press('Escape');
      await openProfileMenu(page);
      await expectNoViolations(page, theme);
    });

    test('/planner on a phone, with the profile sheet open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPlannerAsNewUser(page);
      await openProfileMenu(page);
      await expectNoViolations(page, theme);
    });

    test('/planner on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Buy bread']);
      await expect(page.getByRole('tab', { name: 'Today', exact: true })).toBeVisible();
      await expectNoViolations(page, theme);
    });
  });
}
