import { expect, test, type Page } from '@playwright/test';
import { PLAN_TOMORROW, REVIEW_TEXTS, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, expectOpen } from './support/planner';

test.use({ timezoneId: 'UTC' });

/** Today at 18:30 in the browser's zone (UTC here): the evening. */
function thisEvening(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18, 30));
}

const review = (page: Page) => page.getByRole('dialog', { name: REVIEW_TEXTS.title });
const prompt = (page: Page) => page.getByRole('region', { name: REVIEW_TEXTS.promptTitle });

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('in the evening the planner offers to plan tomorrow, and the review runs by keyboard', async ({ page }) => {
  // A long journey: four tasks, three steps, a reload.
  test.slow();
  await page.clock.install({ time: thisEvening() });
  await openPlannerAsNewUser(page);
  await addTasks(page, 'tomorrow', ['Pack bag']);
  await addTasks(page, 'today', ['Write report', 'Call Sam', 'Water plants']);

  await expect(prompt(page)).toContainText(REVIEW_TEXTS.prompt(3));
  await tabTo(page, prompt(page).getByRole('button', { name: PLAN_TOMORROW }));
  await page.keyboard.press('Enter');

  await expect(review(page)).toBeVisible();
  await expect(review(page).getByText(REVIEW_TEXTS.step(1, 3))).toBeVisible();
  await expect(review(page).getByRole('button', { name: REVIEW_TEXTS.tomorrow })).toBeFocused();
  await page.keyboard.press('t');
  await expect(review(page).getByText('Call Sam', { exact: true })).toBeVisible();
  // By Tab and Enter too.
  await tabTo(page, review(page).getByRole('button', { name: REVIEW_TEXTS.done }));
  await page.keyboard.press('Enter');
  await expect(review(page).getByText('Water plants', { exact: true })).toBeVisible();
  await page.keyboard.press('k');

  await expect(review(page).getByText(REVIEW_TEXTS.finished)).toBeVisible();
  // Toasts are drawn inside the open dialog (the top layer would cover them), so the summary is
  // told apart from an undo toast's status by its words.
  const summary = '1 moved to Tomorrow, 1 done, 1 kept in Today';
  await expect(review(page).getByRole('status').filter({ hasText: summary })).toHaveText(summary);
  await expect(review(page).getByRole('button', { name: REVIEW_TEXTS.close })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(review(page)).toBeHidden();

  await expectOpen(page, 'today', ['Water plants']);
  await expectOpen(page, 'tomorrow', ['Pack bag', 'Write report']);
  await expect(page.getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();
  // Reviewed: no more offers this evening, even after a reload.
  await expect(prompt(page)).toBeHidden();
  await page.reload();
  await expectOpen(page, 'today', ['Water plants']);
  await expect(prompt(page)).toBeHidden();
});

test('"Plan tomorrow" in the Daily Productivity panel starts it; Escape ends it back on the button', async ({
  page,
}) => {
  await openPlannerAsNewUser(page);
  await addTasks(page, 'today', ['Write report']);
  const progress = page.getByRole('button', { name: /^Daily Productivity:/ });
  await progress.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: TEXTS.dailyProductivity });
  await tabTo(page, panel.getByRole('button', { name: PLAN_TOMORROW }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(review(page).getByText('Write report', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review(page)).toBeHidden();
  await expect(progress).toBeFocused();
  await expectOpen(page, 'today', ['Write report']);
});
