import { expect, test, type Page } from '@playwright/test';
import { REPEAT_TASK, ROUTINES_TITLE, ROUTINE_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, list, row } from './support/planner';
import { expectAxeClean } from './support/axe';

const routinesOnServer = async (page: Page) =>
  ((await (await page.request.get('/api/routines')).json()) as { routines: unknown[] }).routines;

/** Presses Tab until `target` has focus (a keyboard user moving through the page). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 20) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('routines', () => {
  test('Repeat… makes a task a routine on weekdays, by keyboard alone', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Stretch']);
    const more = row(list(page, 'today'), 'Stretch').getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const repeat = page.getByRole('menu').getByRole('menuitem', { name: REPEAT_TASK });
    while (!(await repeat.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: ROUTINE_TEXTS.repeatTitle });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: ROUTINE_TEXTS.weekdays }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: ROUTINE_TEXTS.save }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: ROUTINE_TEXTS.created([1, 2, 3, 4, 5]) })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    expect(await routinesOnServer(page)).toEqual([
      expect.objectContaining({ text: 'Stretch', weekdays: [1, 2, 3, 4, 5], paused: false }),
    ]);
    // The task itself stays where it was.
    await expect(row(list(page, 'today'), 'Stretch')).toBeVisible();
  });

  test('the Routines list, from the profile menu: edit the days, pause, resume and delete', async ({ page }) => {
    await openPlannerAsNewUser(page);
    const created = await page.request.post('/api/routines', { data: { text: 'Water plants', weekdays: [1, 4] } });
    expect(created.status()).toBe(201);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: ROUTINES_TITLE }).click();
    await expect(page).toHaveURL(/\/routines$/);
    await expect(page.getByRole('heading', { name: ROUTINES_TITLE, level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'Water plants' });
    await expect(item.getByText('Mon, Thu')).toBeVisible();

    // Edit by keyboard: add Saturday, save.
    await item.getByRole('button', { name: ROUTINE_TEXTS.edit }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: ROUTINE_TEXTS.editing('Water plants') });
    await expect(form.getByRole('textbox', { name: ROUTINE_TEXTS.text })).toBeFocused();
    await tabTo(page, form.getByRole('checkbox', { name: 'Saturday' }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: ROUTINE_TEXTS.save }));
    await page.keyboard.press('Enter');
    await expect(item.getByText('Mon, Thu, Sat')).toBeVisible();

    await item.getByRole('button', { name: ROUTINE_TEXTS.pause }).click();
    await expect(item.getByText(ROUTINE_TEXTS.paused, { exact: true })).toBeVisible();
    expect(await routinesOnServer(page)).toEqual([expect.objectContaining({ weekdays: [1, 4, 6], paused: true })]);
    await item.getByRole('button', { name: ROUTINE_TEXTS.resume }).click();
    await expect(item.getByText(ROUTINE_TEXTS.paused, { exact: true })).toBeHidden();

    await item.getByRole('button', { name: ROUTINE_TEXTS.delete }).click();
    await expect(page.getByText(ROUTINE_TEXTS.empty)).toBeVisible();
    expect(await routinesOnServer(page)).toEqual([]);
  });

  test('a routine every other week: chosen on the Routines page, said in words, kept after a reload', async ({
    page,
  }) => {
    await openPlannerAsNewUser(page);
    await page.goto('/routines');
    await page.getByRole('button', { name: ROUTINE_TEXTS.add }).click();
    const form = page.getByRole('form', { name: ROUTINE_TEXTS.adding });
    await form.getByRole('textbox', { name: ROUTINE_TEXTS.text }).fill('Bins out');
    await form.getByRole('combobox', { name: ROUTINE_TEXTS.repeats }).selectOption(ROUTINE_TEXTS.rhythms.weekly);
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await form.getByRole('checkbox', { name: day }).uncheck();
    }
    await form.getByRole('spinbutton', { name: ROUTINE_TEXTS.every }).fill('2');
    await expect(form.getByText('Every other Tuesday')).toBeVisible();
    await expect(form.getByLabel(ROUTINE_TEXTS.startsOn)).toBeVisible();
    await expectAxeClean(page);
    await form.getByRole('button', { name: ROUTINE_TEXTS.save }).click();
    await expect(page.getByRole('status').filter({ hasText: 'It repeats every other Tuesday.' })).toBeVisible();

    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: 'Bins out' });
    await expect(item.getByText('Every other Tuesday')).toBeVisible();
    expect(await routinesOnServer(page)).toEqual([
      expect.objectContaining({ text: 'Bins out', weekdays: [2], rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' }),
    ]);
  });
});
