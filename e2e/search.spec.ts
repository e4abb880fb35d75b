import { expect, test, type Page } from '@playwright/test';
import { SEARCH_TEXTS, TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, list } from './support/planner';

const field = (page: Page) => page.getByRole('combobox', { name: SEARCH_TEXTS.label });
const options = (page: Page) => page.getByRole('option');

test('desktop: / and Ctrl+K search every list, mark matches and jump to the task', async ({ page }) => {
  await openPlannerAsNewUser(page);
  await addTasks(page, 'brainDump', ['Café ideas']);
  await addTasks(page, 'today', ['Call the bank', 'Water plants']);
  await addTasks(page, 'tomorrow', ['Bank holiday plans']);
  await list(page, 'today').getByRole('checkbox', { name: 'Water plants' }).click();

  // "/" while nothing is being typed; accents and letter case do not matter.
  await page.locator('body').press('/');
  await expect(field(page)).toBeFocused();
  await field(page).fill('cafe');
  await expect(options(page)).toHaveText(['Café ideasBrain Dump']);
  await field(page).fill('BANK');
  await expect(options(page)).toHaveText(['Call the bankToday', 'Bank holiday plansTomorrow']);
  await expect(options(page).first().locator('mark')).toHaveText('bank');
  await page.screenshot({ path: test.info().outputPath('search-desktop.png') });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field(page)).toHaveCount(0);
  await expect(list(page, 'tomorrow').getByText('Bank holiday plans')).toBeFocused();

  // Ctrl+K works inside a text field too; a completed task opens its Completed section.
  await list(page, 'today').getByPlaceholder(TEXTS.placeholders.today).focus();
  await page.keyboard.press('Control+k');
  await field(page).fill('water');
  await expect(options(page)).toHaveText([`Water plants${SEARCH_TEXTS.where('Today', true)}`]);
  await page.keyboard.press('Enter');
  const today = list(page, 'today');
  await expect(today.getByRole('button', { name: TEXTS.completedHeading(1) })).toHaveAttribute('aria-expanded', 'true');
  await expect(today.getByRole('button', { name: TEXTS.undo })).toBeFocused();

  // "/" typed in a composer is text; Escape closes the search and gives focus back.
  await today.getByPlaceholder(TEXTS.placeholders.today).fill('a/b');
  await expect(field(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await field(page).fill('zebra');
  await expect(page.getByText(SEARCH_TEXTS.none('zebra'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveCount(0);
  await expect(today.getByPlaceholder(TEXTS.placeholders.today)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the header button searches, and a result in another list switches the tab', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Morning run']);
    await page.getByRole('tab', { name: 'Tomorrow', exact: true }).tap();
    await addTasks(page, 'tomorrow', ['Dentist at nine']);
    await page.getByRole('tab', { name: 'Today', exact: true }).tap();

    await page.getByRole('button', { name: SEARCH_TEXTS.title }).tap();
    await field(page).fill('dent');
    await page.screenshot({ path: test.info().outputPath('search-phone.png') });
    await options(page).first().tap();
    await expect(page.getByRole('tab', { name: 'Tomorrow', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(list(page, 'tomorrow').getByText('Dentist at nine')).toBeFocused();
  });
});
