import { expect, test } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, list } from './support/planner';

// Undo and Delete on a completed task show their words, not only icons, in the narrow desktop
// columns as on a phone.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`completed tasks' Undo and Delete are labelled in words at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Water the plants with a rather long description of which plants']);
    await page.getByRole('checkbox', { name: /Water the plants/ }).click();
    await list(page, 'today')
      .getByRole('button', { name: TEXTS.completedHeading(1) })
      .click();
    for (const name of [TEXTS.undo, TEXTS.delete]) {
      const button = list(page, 'today').getByRole('button', { name, exact: true });
      const words = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
        if (!text) return 0;
        range.selectNode(text);
        return range.getBoundingClientRect().width;
      });
      // A visible word is tens of pixels wide; a screen-reader-only one is clipped to 1 px.
      expect(words).toBeGreaterThan(20);
      await expect(button).toBeInViewport();
    }
    await page.screenshot({ path: test.info().outputPath(`completed-labels-${viewport.width}.png`) });
  });
}
