import { expect, test, type Page } from '@playwright/test';
import { ROUTINES_PATH, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';

/** The width of the scrollbar this browser draws (0 where scrollbars overlay the page). */
const scrollbarWidth = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:0;width:100px;height:100px;overflow:scroll';
    document.body.append(probe);
    const drawn = probe.offsetWidth - probe.clientWidth;
    probe.remove();
    return drawn;
  });

// The page keeps room at the right only for a scrollbar that is drawn there: with room kept and
// nothing drawn, a strip of bare page ran down the right edge of every page, beside the header.
for (const width of [1280, 390]) {
  test(`no bare strip down the right edge at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPlannerAsNewUser(page);
    await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today, exact: true })).toBeVisible();
    for (const path of ['/planner', ROUTINES_PATH, '/settings']) {
      await page.goto(path);
      const banner = (await page.getByRole('banner').boundingBox())!;
      // The header reaches the scrollbar, or the edge where none is drawn.
      expect(banner.x + banner.width, path).toBe(width - (await scrollbarWidth(page)));
    }
  });
}
