import { expect, test, type Page } from '@playwright/test';
import { PLAN_TOMORROW, REPEAT_TASK, REVIEW_TEXTS, ROUTINES_TITLE, ROUTINE_TEXTS, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, list, row } from './support/planner';
import { expectAxeClean } from './support/axe';

// The daily loop's screens, in both themes and at both widths: no axe violation, and a
// screenshot of each kept with the test's results for a look.
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Repeat…, Routines, the evening prompt and review: ${theme}, ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
      await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
      const now = new Date();
      await page.clock.install({
        time: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 18, 30),
      });
      await openPlannerAsNewUser(page);
      await addTasks(page, 'today', ['Stretch', 'Write report']);

      const prompt = page.getByRole('region', { name: REVIEW_TEXTS.promptTitle });
      await expect(prompt).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `prompt-${width}-${theme}`);

      await row(list(page, 'today'), 'Stretch').getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: REPEAT_TASK }).click();
      const repeat = page.getByRole('dialog', { name: ROUTINE_TEXTS.repeatTitle });
      await repeat.getByRole('button', { name: ROUTINE_TEXTS.weekdays }).click();
      await expectAxeClean(page);
      await shot(page, `repeat-${width}-${theme}`);
      await repeat.getByRole('button', { name: ROUTINE_TEXTS.save }).click();
      await expect(repeat).toBeHidden();

      await prompt.getByRole('button', { name: PLAN_TOMORROW }).click();
      const review = page.getByRole('dialog', { name: REVIEW_TEXTS.title });
      await expect(review.getByText(REVIEW_TEXTS.step(1, 2))).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `review-${width}-${theme}`);
      await page.keyboard.press('k');
      await page.keyboard.press('t');
      // Toasts are drawn inside the open dialog (the top layer would cover them): the summary is
      // told apart from an undo toast's status by its words.
      const summary = '1 moved to Tomorrow, 1 kept in Today';
      await expect(review.getByRole('status').filter({ hasText: summary })).toHaveText(summary);
      await expectAxeClean(page);
      await shot(page, `review-summary-${width}-${theme}`);
      await page.keyboard.press('Enter');

      await page.goto('/routines');
      await expect(page.getByRole('heading', { name: ROUTINES_TITLE, level: 1 })).toBeVisible();
      await expect(page.getByText(ROUTINE_TEXTS.weekdays, { exact: true })).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `routines-${width}-${theme}`);
      await page.getByRole('button', { name: ROUTINE_TEXTS.edit }).click();
      await expectAxeClean(page);
      await shot(page, `routine-edit-${width}-${theme}`);
      expect(TEXTS.sectionTitles.today).toBe('Today');
    });
  }
}
