import { expect, test, type CDPSession, type Page } from '@playwright/test';
import {
  DETAILS_MARK_TEXTS,
  DRAG_TOUCH_DELAY_MS,
  TAB_BAR_HIDE_SCROLL_PX,
  PLAN_TEXTS,
  REMINDER_TEXTS,
  REPEAT_TASK,
  TEXTS,
} from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, announcer, expectOpen, handle, input, list, row } from './support/planner';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Lists' });

/** Real touch input through the DevTools protocol (Playwright's touchscreen only taps). */
async function touchAt(cdp: CDPSession, type: 'touchStart' | 'touchMove', x: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
}
const touchEnd = (cdp: CDPSession) => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

async function centre(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('planner on a phone', () => {
  test('shows one list at a time, Today first, switched with the bottom tabs', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await expect(tab(page, 'Today')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText(['Brain', 'Today', 'Tomorrow']);
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    await expect(list(page, 'today')).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);

    await addTasks(page, 'today', ['Morning run']);
    await tab(page, 'Brain').tap();
    await expect(list(page, 'brainDump')).toBeVisible();
    await expect(list(page, 'today')).toHaveCount(0);
    await addTasks(page, 'brainDump', ['Learn Rust']);
    await tab(page, 'Tomorrow').tap();
    await expect(list(page, 'tomorrow').getByText(TEXTS.emptyOpen)).toBeVisible();
    await tab(page, 'Today').tap();
    await expectOpen(page, 'today', ['Morning run']);
  });

  test('a long press opens the menu: move, edit with Save and Cancel, delete', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Buy stamps', 'Post letter', 'Old note']);
    const cdp = await page.context().newCDPSession(page);
    const today = list(page, 'today');
    const holdOn = async (text: string) => {
      const at = await centre(page, row(today, text).getByText(text));
      await touchAt(cdp, 'touchStart', at.x, at.y);
      await expect(page.getByRole('menu')).toBeVisible();
      await touchEnd(cdp);
    };

    await holdOn('Buy stamps');
    await expect(page.getByRole('menuitem')).toHaveText([
      TEXTS.moveTo('Brain Dump'),
      TEXTS.moveTo('Tomorrow'),
      PLAN_TEXTS.menu,
      DETAILS_MARK_TEXTS.open,
      TEXTS.edit,
      REPEAT_TASK,
      REMINDER_TEXTS.menu,
      TEXTS.delete,
    ]);
    await page.getByRole('menuitem', { name: TEXTS.moveTo('Tomorrow') }).tap();
    await expectOpen(page, 'today', ['Post letter', 'Old note']);
    await tab(page, 'Tomorrow').tap();
    await expectOpen(page, 'tomorrow', ['Buy stamps']);
    await tab(page, 'Today').tap();

    await holdOn('Post letter');
    await page.getByRole('menuitem', { name: TEXTS.edit }).tap();
    await expect(today.getByText(TEXTS.editingTask)).toBeVisible();
    await expect(input(page, 'today')).toHaveValue('Post letter');
    await input(page, 'today').fill('Post letter to Ana');
    await today.getByRole('button', { name: TEXTS.cancel }).tap();
    await expectOpen(page, 'today', ['Post letter', 'Old note']);

    await holdOn('Post letter');
    await page.getByRole('menuitem', { name: TEXTS.edit }).tap();
    await input(page, 'today').fill('Post letter to Ana');
    await today.getByRole('button', { name: TEXTS.save }).tap();
    await expect(today.getByText(TEXTS.editingTask)).toHaveCount(0);
    await expectOpen(page, 'today', ['Post letter to Ana', 'Old note']);

    await holdOn('Old note');
    await page.getByRole('menuitem', { name: TEXTS.delete }).tap();
    await expectOpen(page, 'today', ['Post letter to Ana']);

    await page.reload();
    await expectOpen(page, 'today', ['Post letter to Ana']);
  });

  test(`a touch drag starts after a ${DRAG_TOUCH_DELAY_MS} ms press on the handle and reorders the list`, async ({
    page,
  }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['First', 'Second', 'Third']);
    const cdp = await page.context().newCDPSession(page);
    // Time from the finger landing to the library announcing the lift, measured in the page.
    await page.evaluate(() => {
      const w = window as unknown as { touchAt: number; liftAt: number };
      window.addEventListener('touchstart', () => (w.touchAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        const text = document.querySelector('[id^="rfd-announcement-"]')?.textContent ?? '';
        if (!w.liftAt && text.includes('You picked up')) w.liftAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    const from = await centre(page, handle(page, 'First'));
    const third = (await row(list(page, 'today'), 'Third').boundingBox())!;
    await touchAt(cdp, 'touchStart', from.x, from.y);
    await expect(announcer(page)).toContainText('You picked up "First"');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { touchAt: number; liftAt: number };
      return w.liftAt - w.touchAt;
    });
    expect(delay).toBeGreaterThanOrEqual(DRAG_TOUCH_DELAY_MS);
    const target = third.y + third.height - 4;
    for (let i = 1; i <= 12; i++) await touchAt(cdp, 'touchMove', from.x, from.y + ((target - from.y) * i) / 12);
    await expect(announcer(page)).toContainText('Position 3 of 3 in Today');
    await touchEnd(cdp);
    await expectOpen(page, 'today', ['Second', 'Third', 'First']);

    await page.reload();
    await expectOpen(page, 'today', ['Second', 'Third', 'First']);
  });

  test(`the tab bar hides when scrolling down past ${TAB_BAR_HIDE_SCROLL_PX} px and shows on scrolling up`, async ({
    page,
  }) => {
    // Eighteen tasks typed in one by one, as a person would: on a slower 2-core machine it ran past 30 s.
    test.slow();
    await openPlannerAsNewUser(page);
    await addTasks(
      page,
      'today',
      Array.from({ length: 18 }, (_, i) => `Task number ${i + 1}`),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tabBar(page)).toBeInViewport();

    await page.evaluate((y) => window.scrollTo(0, y), TAB_BAR_HIDE_SCROLL_PX - 20);
    await expect(tabBar(page)).toHaveAttribute('data-hidden', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), TAB_BAR_HIDE_SCROLL_PX + 220);
    await expect(tabBar(page)).not.toBeInViewport();
    await page.evaluate((y) => window.scrollTo(0, y), TAB_BAR_HIDE_SCROLL_PX + 120);
    await expect(tabBar(page)).toBeInViewport();
    await expect(tab(page, 'Brain')).toBeVisible();
  });
});
