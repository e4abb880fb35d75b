import { expect, test, type Page } from '@playwright/test';
import { DETAILS_MARK_TEXTS, DETAILS_TEXTS, SEARCH_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectAxeClean, expectTheme, useTheme } from './support/axe';
import { addTasks, list, row } from './support/planner';

// Each journey takes many steps and two axe scans: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

const panel = (page: Page) => page.getByRole('dialog', { name: DETAILS_TEXTS.title });
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
/** The checklist's items in the panel, top to bottom. */
const items = (page: Page) =>
  panel(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));

for (const theme of ['light', 'dark'] as const) {
  test(`desktop, ${theme}: Enter opens a task; notes, a checklist, 1/2 on the row, found by its notes`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await openPlannerAsNewUser(page);
    await expectTheme(page, theme);
    await addTasks(page, 'today', ['Write report', 'Call the bank']);
    const today = list(page, 'today');

    // Enter on the focused row opens its details, lazily loaded.
    await today.getByText('Write report', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText('Write report', { exact: true })).toBeVisible();

    // Notes: written, then shown with their line breaks and links.
    await panel(page).getByRole('button', { name: DETAILS_TEXTS.addNotes }).click();
    const notes = panel(page).getByRole('textbox', { name: DETAILS_TEXTS.notesField });
    await notes.pressSequentially('Figures are in the Quarterly folder');
    await notes.press('Shift+Enter');
    await notes.pressSequentially('See https://example.com/q3');
    await notes.press('Escape');
    await expect(panel(page).getByRole('link', { name: 'https://example.com/q3' })).toBeVisible();
    await expect(row(today, 'Write report').getByRole('img', { name: DETAILS_MARK_TEXTS.hasNotes })).toBeAttached();

    // A checklist: added with Enter, one ticked, the row says 1/2.
    const add = panel(page).getByRole('textbox', { name: DETAILS_TEXTS.addItem });
    await add.fill('Gather figures');
    await add.press('Enter');
    await add.fill('Draft summary');
    await add.press('Enter');
    await panel(page).getByRole('checkbox', { name: 'Gather figures' }).check();
    await expect(row(today, 'Write report').getByRole('img', { name: DETAILS_MARK_TEXTS.progress(1, 2) })).toHaveText(
      '1/2',
    );

    // Reordered by keyboard on the item's handle.
    await panel(page)
      .getByRole('button', { name: DETAILS_TEXTS.reorder('Draft summary') })
      .focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => items(page)).toEqual(['Draft summary', 'Gather figures']);
    await expect(panel(page).getByRole('button', { name: DETAILS_TEXTS.reorder('Draft summary') })).toBeFocused();

    await shot(page, `task-details-1280-${theme}`);
    await expectAxeClean(page);

    // Escape closes it; focus is back on the row.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(today.getByText('Write report', { exact: true })).toBeFocused();
    await shot(page, `task-details-row-1280-${theme}`);

    // Saved on the server: after a reload the row still says so, and `o` opens it again.
    await page.reload();
    await expect(row(today, 'Write report').getByText('1/2')).toBeVisible();
    await today.getByText('Write report', { exact: true }).focus();
    await page.keyboard.press('o');
    await expect.poll(() => items(page)).toEqual(['Draft summary', 'Gather figures']);
    await page.keyboard.press('Escape');

    // Search finds a word of the notes, and says where.
    await page.locator('body').press('/');
    const search = page.getByRole('combobox', { name: SEARCH_TEXTS.label });
    await search.fill('quarterly');
    const option = page.getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText('Write report');
    await expect(option).toContainText(SEARCH_TEXTS.foundIn.notes);
    await expect(option.locator('mark')).toHaveText('Quarterly');
    await search.fill('summary');
    await expect(option).toContainText(SEARCH_TEXTS.foundIn.checklist);
    await shot(page, `task-details-search-1280-${theme}`);
    await page.keyboard.press('Enter');
    await expect(today.getByText('Write report', { exact: true })).toBeFocused();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: the Details control opens a sheet by touch; notes and a checklist`, async ({ page }) => {
      await useTheme(page, theme);
      await openPlannerAsNewUser(page);
      await expectTheme(page, theme);
      await addTasks(page, 'today', ['Pack for the trip']);
      const today = list(page, 'today');

      await row(today, 'Pack for the trip').getByRole('button', { name: DETAILS_MARK_TEXTS.open }).tap();
      await expect(panel(page)).toBeVisible();
      await panel(page).getByRole('button', { name: DETAILS_TEXTS.addNotes }).tap();
      await panel(page).getByRole('textbox', { name: DETAILS_TEXTS.notesField }).fill('Train leaves at 9');
      const add = panel(page).getByRole('textbox', { name: DETAILS_TEXTS.addItem });
      await add.tap();
      await add.fill('Passport');
      await add.press('Enter');
      await add.fill('Charger');
      await add.press('Enter');
      await panel(page).getByRole('checkbox', { name: 'Passport' }).tap();
      await expect(panel(page).getByText('Train leaves at 9')).toBeVisible();

      // A bottom sheet: it reaches the bottom of the screen.
      const box = (await panel(page).boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      await shot(page, `task-details-390-${theme}`);
      await expectAxeClean(page);

      await panel(page).getByRole('button', { name: DETAILS_TEXTS.close }).tap();
      await expect(panel(page)).toHaveCount(0);
      await expect(row(today, 'Pack for the trip').getByText('1/2')).toBeVisible();
      await expect(
        row(today, 'Pack for the trip').getByRole('img', { name: DETAILS_MARK_TEXTS.hasNotes }),
      ).toBeVisible();
      await shot(page, `task-details-row-390-${theme}`);
      await expectAxeClean(page);
    });
  }
});
