import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DAY_MS, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { setTaskCreatedAt } from './support/db';
import { addTasks } from './support/planner';

type Theme = 'light' | 'dark';

/** The stored choice the theme toggle makes (shell/theme.ts), set before the first script runs. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
}

async function expectNoSeriousViolations(page: Page, theme: Theme, { anyImpact = false } = {}) {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));
    // Each test runs one or two full axe scans: on a busy 2-core machine one took over 30 s.
    test.slow();

    test('/login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousViolations(page, theme);
    });

    test('the sign-in popup, both tabs, with no violation of any level', async ({ page }) => {
      await page.goto('/auth/popup');
      await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousViolations(page, theme, { anyImpact: true });
      await page.getByRole('tab', { name: 'Create account' }).click();
      await expect(page.getByRole('tabpanel').getByLabel('Name')).toBeVisible();
      await expectNoSeriousViolations(page, theme, { anyImpact: true });
    });

    test('/coming-soon', async ({ page }) => {
      await page.goto('/coming-soon');
      await expect(page.getByRole('heading', { name: TEXTS.comingSoonHeading })).toBeVisible();
      await expectNoSeriousViolations(page, theme);
    });

    test('/planner with tasks, a completed section and an open menu', async ({ page }) => {
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Write report', 'Call the bank']);
      await addTasks(page, 'brainDump', ['Try a standing desk']);
      await page.getByRole('checkbox', { name: 'Call the bank' }).click();
      await page.getByRole('button', { name: TEXTS.completedHeading(1) }).click();
      await expectNoSeriousViolations(page, theme);

      await page.getByText('Write report', { exact: true }).click({ button: 'right' });
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, theme);
    });

    test('/planner with the reminder card, with no violation of any level', async ({ page }) => {
      const account = await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Renew passport']);
      await expect.poll(() => setTaskCreatedAt(account.email, 'Renew passport', Date.now() - 6 * DAY_MS)).toBe(1);
      await page.reload();
      const card = page.getByRole('region', { name: TEXTS.pendingTooLongHeading(1) });
      await expect(card.getByRole('button', { name: TEXTS.markDone })).toBeVisible();
      await expectNoSeriousViolations(page, theme, { anyImpact: true });
    });

    test('/planner on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Buy bread']);
      await expect(page.getByRole('tab', { name: 'Today', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, theme);
    });
  });
}
