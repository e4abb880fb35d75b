import { expect, test, type Page } from '@playwright/test';
import { TEXTS, type Section } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { announcer, expectOpen, handle, list, row } from './support/planner';

/** More than the planner keeps as a plain list: this one is virtual (rows near the window only). */
const COUNT = 80;
const texts = Array.from({ length: COUNT }, (_, i) => `Long task ${i + 1}`);

/** Creates the tasks through the API (the UI way takes a second a task), then reloads. */
async function openWithLongList(page: Page, section: Section = 'today') {
  await openPlannerAsNewUser(page);
  for (const [i, text] of texts.entries()) {
    const response = await page.request.post('/api/tasks', {
      data: { clientKey: `long-list-${i}-${Date.now()}`, text, section },
    });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  const rows = list(page, section).getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(COUNT));
  return rows;
}

test.describe('a long list', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('renders only the rows near the window and scrolls through all of them', async ({ page }) => {
    const rows = await openWithLongList(page);
    expect(await rows.count()).toBeLessThan(40);
    await expect(list(page, 'today').getByText(`Open tasks: ${COUNT}`)).toBeAttached();
    await expect(row(list(page, 'today'), 'Long task 1')).toHaveAttribute('aria-posinset', '1');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(row(list(page, 'today'), `Long task ${COUNT}`)).toBeInViewport();
    await expect(row(list(page, 'today'), 'Long task 1')).toHaveCount(0);
  });

  test('moves a task with the keyboard past the window, announcing each step', async ({ page }) => {
    // Eighty tasks seeded, then a keyboard drag step by step: on PostgreSQL under load it ran past 30 s.
    test.slow();
    await openWithLongList(page);
    const today = list(page, 'today');
    await handle(today, 'Long task 2').focus();
    await page.keyboard.press('Space');
    await expect(announcer(page)).toContainText(`It is at position 2 of ${COUNT} in Today`);
    // Far enough that the page has to scroll and rows that were not rendered join the drag. The
    // library drops a key press that lands while it adds rows that just scrolled in (a frame or
    // two): the user presses again. Each step is announced, one position at a time.
    let position = 2;
    for (let presses = 0; position < 22 && presses < 40; presses++) {
      await page.keyboard.press('ArrowDown');
      // A dropped press announces nothing: the wait runs out and the loop presses again. How
      // soon a step is announced is a figure in bench/client-live.ts, not a condition here.
      await expect(announcer(page))
        .toHaveText(`Position ${position + 1} of ${COUNT} in Today.`)
        .catch(() => {});
      const spoken = (await announcer(page).textContent()) ?? '';
      const now = Number(/^Position (\d+) of/.exec(spoken)?.[1]);
      expect([position, position + 1]).toContain(now);
      position = now;
    }
    expect(position).toBe(22);
    await page.keyboard.press('Space');
    await expect(announcer(page)).toContainText(`in Today, at position 22 of ${COUNT}`);
    await expect(row(today, 'Long task 2')).toHaveAttribute('aria-posinset', '22');
    await expect(row(today, 'Long task 22')).toHaveAttribute('aria-posinset', '21');
    // Saved: a reload shows the same order.
    await page.reload();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(row(today, 'Long task 3')).toHaveAttribute('aria-posinset', '2');
    // Row 22 is not rendered at the top of the page; scrolling brings it in.
    await expect(row(today, 'Long task 2')).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await expect(row(today, 'Long task 2')).toHaveAttribute('aria-posinset', '22');
  });

  test('drags between a long list and a short one with the mouse', async ({ page }) => {
    await openWithLongList(page);
    const today = list(page, 'today');
    const tomorrow = list(page, 'tomorrow');

    const drag = async (from: ReturnType<typeof handle>, to: { x: number; y: number }) => {
      const box = (await from.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 10, { steps: 3 });
      await page.mouse.move(to.x, to.y, { steps: 15 });
      await page.mouse.up();
    };

    const target = (await tomorrow.boundingBox())!;
    await drag(handle(today, 'Long task 1'), { x: target.x + target.width / 2, y: target.y + 140 });
    await expectOpen(page, 'tomorrow', ['Long task 1']);
    await expect(row(today, 'Long task 2')).toHaveAttribute('aria-posinset', '1');
    await expect(row(today, 'Long task 2')).toHaveAttribute('aria-setsize', String(COUNT - 1));

    // And back, between the second and third rows.
    const third = (await row(today, 'Long task 4').boundingBox())!;
    await drag(handle(tomorrow, 'Long task 1'), { x: third.x + third.width / 2, y: third.y + 4 });
    await expect(tomorrow.getByText(TEXTS.emptyOpen)).toBeVisible();
    await expect(row(today, 'Long task 1')).toHaveAttribute('aria-posinset', '3');
    await expect(row(today, 'Long task 1')).toHaveAttribute('aria-setsize', String(COUNT));
  });

  test('opens the menu on a long press and keeps it when the page scrolls', async ({ page }) => {
    await openWithLongList(page);
    const today = list(page, 'today');
    await row(today, 'Long task 3').getByText('Long task 3').hover();
    await page.mouse.down();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.up();
    await page.mouse.wheel(0, 3000);
    await expect(row(today, 'Long task 3')).toBeAttached();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: TEXTS.moveTo('Tomorrow') })
      .click();
    await expectOpen(page, 'tomorrow', ['Long task 3']);
  });
});

test.describe('a long list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('scrolls the page through the list, with no row overlapping another', async ({ page }) => {
    const rows = await openWithLongList(page);
    await page.mouse.wheel(0, 2000);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(row(list(page, 'today'), 'Long task 1')).toHaveCount(0);
    const boxes = await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
  });
});
