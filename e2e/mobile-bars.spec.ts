import { expect, test, type Page } from '@playwright/test';
import { TAB_BAR_HIDE_SCROLL_PX } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, expectToastAboveTabBar } from './support/planner';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Lists' });

test.describe('the phone tab bar', () => {
  test('still hides on scrolling after its tabs were tapped', async ({ page }) => {
    await openPlannerAsNewUser(page);
    // Enough rows to scroll, made through the API (typing 18 of them is slow on a busy machine).
    for (let i = 1; i <= 18; i++) {
      const data = { clientKey: `bars-${i}-${Date.now()}`, text: `Task number ${i}`, section: 'today' };
      expect((await page.request.post('/api/tasks', { data })).ok()).toBe(true);
    }
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Task number 18' })).toBeVisible();
    await tab(page, 'Tomorrow').tap();
    await tab(page, 'Today').tap();
    await expect(tab(page, 'Today')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((y) => window.scrollTo(0, y), TAB_BAR_HIDE_SCROLL_PX + 420);
    await expect(tabBar(page)).toHaveAttribute('data-hidden', 'true');
    await expect(tabBar(page)).not.toBeInViewport();
  });

  test('toasts stay above it', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Post the letter']);
    await page.getByRole('checkbox', { name: 'Post the letter' }).tap();
    const toast = page.getByRole('status').filter({ hasText: /./ }).first();
    await expect(toast).toBeVisible();
    await expectToastAboveTabBar(page, toast);
    await page.screenshot({ path: test.info().outputPath('mobile-toast-above-tab-bar.png') });
  });
});
