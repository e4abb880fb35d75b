import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { TEXTS, UPCOMING_TEXTS, addDays, localDateKey } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { announcer, expectOpen, handle, row } from './support/planner';

/** A day as the page heads it in an en-US browser: "Thu, Dec 3". */
const label = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The local date `ahead` days from now, in the zone the browser and this process share. */
const dayAhead = (ahead: number, now = Date.now()) =>
  addDays(localDateKey(now, Intl.DateTimeFormat().resolvedOptions().timeZone), ahead);

const headingOf = (ahead: number, today: string) => {
  const text = label(addDays(today, ahead));
  if (ahead === 0) return UPCOMING_TEXTS.dayHeading(text, TEXTS.sectionTitles.today);
  if (ahead === 1) return UPCOMING_TEXTS.dayHeading(text, TEXTS.sectionTitles.tomorrow);
  return text;
};

/** The day's column, `ahead` days after `today`. */
const column = (page: Page, ahead: number, today = dayAhead(0)) =>
  page.getByRole('region', { name: headingOf(ahead, today), exact: true });

/** The open tasks a day shows, top to bottom. */
const dayTexts = (page: Page, ahead: number, today?: string) =>
  column(page, ahead, today)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));

async function planFromComposer(page: Page, ahead: number, text: string, today = dayAhead(0)) {
  const composer = column(page, ahead, today).getByRole('textbox', {
    name: UPCOMING_TEXTS.addFor(label(addDays(today, ahead))),
  });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(row(column(page, ahead, today), text)).toBeVisible();
}

async function openUpcoming(page: Page) {
  await openPlannerAsNewUser(page);
  await page.getByRole('link', { name: UPCOMING_TEXTS.heading }).first().click();
  await expect(page).toHaveURL(/\/upcoming$/);
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING_TEXTS.heading })).toBeVisible();
}

test('signed out, /upcoming leads to sign-in', async ({ page }) => {
  await page.goto('/upcoming');
  await expect(page).toHaveURL(/\/login$/);
});

test('plans a day from its composer, drags between days by keyboard and mouse and into Tomorrow, and keeps it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 860 });
  await openUpcoming(page);
  await expect(column(page, 0)).toBeVisible();
  await expect(column(page, 13)).toBeAttached();
  await expect(page.getByRole('region', { name: UPCOMING_TEXTS.laterHeading, exact: true })).toBeAttached();

  // Five days ahead, from that day's own box.
  await planFromComposer(page, 5, 'Dentist');
  await planFromComposer(page, 2, 'Pay rent');
  await planFromComposer(page, 2, 'Book flights');
  await expect.poll(() => dayTexts(page, 5)).toEqual(['Dentist']);

  // By keyboard: one column to the left is the day before.
  await handle(column(page, 5), 'Dentist').focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText(
    `You picked up "Dentist". It is at position 1 of 1 in ${label(dayAhead(5))}.`,
  );
  await page.keyboard.press('ArrowLeft');
  await expect(announcer(page)).toContainText(`in ${label(dayAhead(4))}.`);
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText(`You dropped "Dentist" in ${label(dayAhead(4))}, at position 1 of 1.`);
  await expect.poll(() => dayTexts(page, 4)).toEqual(['Dentist']);
  await expect.poll(() => dayTexts(page, 5)).toEqual([]);

  // By mouse: from that day to the one before it. Both are brought to the middle of the strip
  // first: the library scrolls it while the pointer is within a quarter of its width of an edge.
  const [before, after] = [await column(page, 3).elementHandle(), await column(page, 4).elementHandle()];
  await page.locator('[data-upcoming-strip]').evaluate(
    (strip, [a, b]) => {
      const middle = (a!.getBoundingClientRect().left + b!.getBoundingClientRect().right) / 2;
      strip.scrollLeft += middle - window.innerWidth / 2 + 80;
    },
    [before, after],
  );
  const from = (await handle(column(page, 4), 'Dentist').boundingBox())!;
  const to = (await column(page, 3).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 30, { steps: 15 });
  await expect(announcer(page)).toContainText(`in ${label(dayAhead(3))}.`);
  await page.mouse.up();
  await expect.poll(() => dayTexts(page, 3)).toEqual(['Dentist']);

  // Into Tomorrow, by keyboard, below what is there.
  await handle(column(page, 2), 'Pay rent').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await expect(announcer(page)).toContainText('in Tomorrow.');
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText('You dropped "Pay rent" in Tomorrow');
  await expect.poll(() => dayTexts(page, 1)).toEqual(['Pay rent']);
  await expect.poll(() => dayTexts(page, 2)).toEqual(['Book flights']);

  await page.reload();
  await expect.poll(() => dayTexts(page, 3)).toEqual(['Dentist']);
  await expect.poll(() => dayTexts(page, 1)).toEqual(['Pay rent']);
  await expect.poll(() => dayTexts(page, 2)).toEqual(['Book flights']);
  await page.goto('/planner');
  await expectOpen(page, 'tomorrow', ['Pay rent']);
});

test('a task dragged onto Brain Dump goes back to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await openUpcoming(page);
  await planFromComposer(page, 2, 'Someday maybe');
  const brainDump = page.getByRole('region', { name: UPCOMING_TEXTS.brainDumpHeading, exact: true });
  await handle(column(page, 2), 'Someday maybe').focus();
  await page.keyboard.press('Space');
  // Day by day to the left, as a person would, hearing each one.
  for (const list of ['Tomorrow', 'Today', 'Brain Dump']) {
    await page.keyboard.press('ArrowLeft');
    await expect(announcer(page)).toContainText(`in ${list}.`);
  }
  await page.keyboard.press('Space');
  await expect(brainDump.getByText(UPCOMING_TEXTS.brainDumpCount(1))).toBeVisible();
  await expect.poll(() => dayTexts(page, 2)).toEqual([]);
  await page.goto('/planner');
  await expectOpen(page, 'brainDump', ['Someday maybe']);
});

test("on a phone, the tab bar's Upcoming leads to the days, and the header's link back to the planner is the logo", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlannerAsNewUser(page);
  const tabBar = page.getByRole('navigation', { name: 'Lists' });
  await expect(tabBar.getByRole('tab')).toHaveCount(3);
  await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/planner-tab-bar-390.png` });
  await tabBar.getByRole('link', { name: UPCOMING_TEXTS.heading }).click();
  await expect(page).toHaveURL(/\/upcoming$/);
  await expect(page.getByRole('link', { name: UPCOMING_TEXTS.heading })).toHaveAttribute('aria-current', 'page');
  await expect(column(page, 0)).toBeVisible();
  await page.getByRole('link', { name: 'Dayflow' }).click();
  await expect(page).toHaveURL(/\/planner$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Real touch input through the DevTools protocol (Playwright's touchscreen only taps). */
  const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });

  test('the days come one under another, and a touch drag moves a task up into Tomorrow', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await page.goto('/upcoming');
    await planFromComposer(page, 2, 'Call the bank');
    const today = (await column(page, 0).boundingBox())!;
    const tomorrow = (await column(page, 1).boundingBox())!;
    expect(tomorrow.y).toBeGreaterThan(today.y + today.height);

    const cdp = await page.context().newCDPSession(page);
    const from = (await handle(column(page, 2), 'Call the bank').boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await touch(cdp, 'touchStart', start.x, start.y);
    await expect(announcer(page)).toContainText('You picked up "Call the bank"');
    const target = (await column(page, 1).getByText(UPCOMING_TEXTS.emptyDay).boundingBox())!;
    const end = target.y + target.height / 2;
    for (let i = 1; i <= 12; i++) await touch(cdp, 'touchMove', start.x, start.y + ((end - start.y) * i) / 12);
    await expect(announcer(page)).toContainText('in Tomorrow.');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => dayTexts(page, 1)).toEqual(['Call the bank']);
    await page.reload();
    await expect.poll(() => dayTexts(page, 1)).toEqual(['Call the bank']);
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`/upcoming has no axe violation: ${theme}, ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
      await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
      await openPlannerAsNewUser(page);
      const everyDay = [0, 1, 2, 3, 4, 5, 6];
      expect(
        (await page.request.post('/api/routines', { data: { text: 'Stretch', weekdays: everyDay } })).status(),
      ).toBe(201);
      await page.goto('/upcoming');
      await planFromComposer(page, 0, 'Write report');
      await planFromComposer(page, 2, 'Dentist at 10');
      await expect(column(page, 1).getByText(UPCOMING_TEXTS.repeatMark)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAxeClean(page);
      await page.screenshot({
        path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/upcoming-${width}-${theme}.png`,
      });
    });
  }
}
