import { expect, test, type Page } from '@playwright/test';
import { TAB_BAR_HIDE_SCROLL_PX, TEXTS, type Section } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { list, row } from './support/planner';

const progressButton = (page: Page) => page.getByRole('button', { name: /^Daily Productivity/ });

/** What a press at the point would reach: the progress button, or what is under it. */
const pressReaches = (page: Page, at: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return hit?.closest('button[aria-haspopup="dialog"]') ? 'progress button' : 'page';
  }, at);

async function longList(page: Page, section: Section, count: number) {
  await openPlannerAsNewUser(page);
  for (let i = 1; i <= count; i++) {
    const data = { clientKey: `clear-${i}-${Date.now()}`, text: `Row ${i}`, section };
    expect((await page.request.post('/api/tasks', { data })).ok()).toBe(true);
  }
  await page.reload();
  await expect(row(list(page, section), `Row ${count}`)).toBeVisible();
}

// The floating progress button sits in the bottom-right corner, over whatever rows scroll under
// it. It slides away while the page scrolls down and comes back on a scroll up.
for (const { width, height, section } of [
  { width: 1280, height: 800, section: 'tomorrow' as const },
  { width: 390, height: 844, section: 'today' as const },
]) {
  test(`the progress button gets out of the way of rows while scrolling down, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await longList(page, section, 30);
    const box = (await progressButton(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(await pressReaches(page, centre)).toBe('progress button');

    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, TAB_BAR_HIDE_SCROLL_PX + 300);
    await expect(progressButton(page)).toHaveAttribute('data-hidden', 'true');
    await expect.poll(() => pressReaches(page, centre)).toBe('page');

    await page.mouse.wheel(0, -100);
    await expect(progressButton(page)).toHaveAttribute('data-hidden', 'false');
    await expect.poll(() => pressReaches(page, centre)).toBe('progress button');
  });
}

// On a phone the button sits in the tab bar's right end: at rest, before any scroll, no row's
// More actions or drag handle is under it (it used to cover the tenth row's).
test('at 390 px the progress button covers no row’s actions at scroll 0', async ({ page }) => {
  // At noon: in the evening a check-in card above the list pushes rows under the tab bar.
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  await page.clock.install({ time: noon });
  await page.setViewportSize({ width: 390, height: 844 });
  await longList(page, 'today', 14);
  await expect(progressButton(page)).toHaveAttribute('data-hidden', 'false');
  const bar = (await page.getByRole('navigation', { name: 'Lists' }).boundingBox())!;
  const button = (await progressButton(page).boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(bar.y - 1);
  let checked = 0;
  for (let i = 1; i <= 14; i++) {
    const item = row(list(page, 'today'), `Row ${i}`);
    for (const control of [
      item.getByRole('button', { name: 'More actions' }),
      item.getByRole('button', { name: TEXTS.dragToMove }),
    ]) {
      const box = await control.boundingBox();
      // Rows hidden behind the tab bar are out of reach anyway; those above it must be free.
      if (!box || box.y + box.height > bar.y) continue;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(await pressReaches(page, centre), `Row ${i}`).toBe('page');
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(20);
});
