import { expect, test, type Page } from '@playwright/test';
import { PLAN_TEXTS, addDays, instantAt, localDateKey } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectAxeClean, expectTheme, useTheme } from './support/axe';
import { addTasks, input, list, row } from './support/planner';

// The browser's clock is set to 10:36 in Paris on today's date there; the server runs on the real
// one. A day three days ahead is after tomorrow on both, even when the server has already passed
// midnight.
const timeZone = 'Europe/Paris';
const locale = 'en-GB';
test.use({ timezoneId: timeZone, locale });

const today = () => localDateKey(Date.now(), timeZone);
const at1036 = () => instantAt(today(), 10 * 60 + 36, timeZone);

/** A date key as the app writes it in this locale: "Thu 3 Dec" (the toast), "Thursday 3 December 2026" (a day). */
const written = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });
const planned = (day: string) =>
  PLAN_TEXTS.plannedFor(written(day, { weekday: 'short', month: 'short', day: 'numeric' }));
const dayName = (day: string) => written(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The signed-in user's task of that text, as the server holds it. */
async function held(page: Page, text: string) {
  const { tasks } = (await (await page.request.get('/api/tasks')).json()) as {
    tasks: { text: string; section: string; day: string | null }[];
  };
  return tasks.find((task) => task.text === text);
}

test('a day typed in a composer plans the task in Later; the toast names the day; it stays planned', async ({
  page,
}) => {
  await page.clock.install({ time: at1036() });
  await openPlannerAsNewUser(page);
  const day = addDays(today(), 3);
  const weekday = written(day, { weekday: 'short' }).toLowerCase(); // "thu" on a Monday

  await input(page, 'today').fill(`Dentist #${weekday}`);
  await input(page, 'today').press('Enter');
  const toast = page.getByRole('status').filter({ hasText: planned(day) });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: PLAN_TEXTS.openUpcoming })).toHaveAttribute('href', '/upcoming');
  await page.screenshot({ path: test.info().outputPath('planned-toast.png'), animations: 'disabled' });
  for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
    await expect(row(list(page, section), 'Dentist')).toHaveCount(0);
  }
  await expect.poll(() => held(page, 'Dentist')).toMatchObject({ section: 'later', day });

  await page.reload();
  await expect(input(page, 'today')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dentist' })).toHaveCount(0);
  expect(await held(page, 'Dentist')).toMatchObject({ section: 'later', day });
});

test('Plan for… by keyboard: the menu, the calendar, Enter; Undo takes it back', async ({ page }) => {
  await page.clock.install({ time: at1036() });
  await openPlannerAsNewUser(page);
  await addTasks(page, 'today', ['Renew passport', 'Call Ada']);

  await row(list(page, 'today'), 'Renew passport').getByRole('button', { name: 'More actions' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Task actions' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: PLAN_TEXTS.menu })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: PLAN_TEXTS.title });
  await expect(dialog.getByRole('button', { name: `${dayName(today())}, ${PLAN_TEXTS.todayMark}` })).toBeFocused();
  await expect(dialog.getByRole('button', { name: dayName(addDays(today(), -1)) })).toBeDisabled();
  const day = addDays(today(), 3);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: dayName(day) })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('plan-for-1280.png') });
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(row(list(page, 'today'), 'Renew passport')).toHaveCount(0);
  await expect(page.getByText(planned(day))).toBeVisible();
  await expect.poll(() => held(page, 'Renew passport')).toMatchObject({ section: 'later', day });

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row(list(page, 'today'), 'Renew passport')).toBeVisible();
  await expect.poll(() => held(page, 'Renew passport')).toMatchObject({ section: 'today', day: null });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Plan for… calendar is axe-clean (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.clock.install({ time: at1036() });
    await openPlannerAsNewUser(page);
    await expectTheme(page, theme);
    await addTasks(page, 'today', ['Renew passport']);
    await row(list(page, 'today'), 'Renew passport').getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: PLAN_TEXTS.menu }).click();
    await expect(page.getByRole('dialog', { name: PLAN_TEXTS.title }).getByRole('grid')).toBeVisible();
    await expectAxeClean(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Plan for… opens as a sheet that fits, and a tapped day plans the task', async ({ page }) => {
    await page.clock.install({ time: at1036() });
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Book flights']);
    await row(list(page, 'today'), 'Book flights').getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('menuitem', { name: PLAN_TEXTS.menu }).tap();

    const dialog = page.getByRole('dialog', { name: PLAN_TEXTS.title });
    await expect(dialog.getByRole('grid')).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: test.info().outputPath('plan-for-390.png') });

    const day = addDays(today(), 3);
    if (day.slice(0, 7) !== today().slice(0, 7)) await dialog.getByRole('button', { name: PLAN_TEXTS.nextMonth }).tap();
    await dialog.getByRole('button', { name: dayName(day) }).tap();
    await expect(dialog).toBeHidden();
    await expect(row(list(page, 'today'), 'Book flights')).toHaveCount(0);
    await expect.poll(() => held(page, 'Book flights')).toMatchObject({ section: 'later', day });
  });
});
