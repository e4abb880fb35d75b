import { expect, test } from '@playwright/test';
import { QUICK_ADD_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectOpen, input, list, row } from './support/planner';

const chips = (scope: ReturnType<typeof list>) =>
  scope.getByRole('list', { name: QUICK_ADD_TEXTS.chips }).getByRole('listitem');

test('desktop: tokens show as chips, set the priority and the list, and survive a reload', async ({ page }) => {
  await openPlannerAsNewUser(page);
  const today = list(page, 'today');
  await input(page, 'today').pressSequentially('Pay rent !h #tomorrow');
  await expect(chips(today)).toHaveText(['High priority', 'To Tomorrow']);
  await expect(today.getByRole('radio', { name: 'High' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('quick-add-desktop.png') });
  await input(page, 'today').press('Enter');

  await expect(input(page, 'today')).toHaveValue('');
  await expect(chips(today)).toHaveCount(0);
  await expectOpen(page, 'tomorrow', ['Pay rent']);
  await expect(row(list(page, 'tomorrow'), 'Pay rent').getByRole('img', { name: 'High priority' })).toBeVisible();

  // A backslash keeps a token as text.
  await input(page, 'brainDump').fill('Read \\#today news');
  await expect(chips(list(page, 'brainDump'))).toHaveCount(0);
  await input(page, 'brainDump').press('Enter');
  await expectOpen(page, 'brainDump', ['Read #today news']);

  await page.reload();
  await expectOpen(page, 'tomorrow', ['Pay rent']);
  await expectOpen(page, 'brainDump', ['Read #today news']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a task sent to a list off screen says where it went', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await input(page, 'today').fill('Buy stamps !l #dump');
    await expect(chips(list(page, 'today'))).toHaveText(['Low priority', 'To Brain Dump']);
    await page.screenshot({ path: test.info().outputPath('quick-add-phone.png') });
    await input(page, 'today').press('Enter');
    await expect(page.getByText(QUICK_ADD_TEXTS.addedTo('Brain Dump'))).toBeVisible();
    await page.getByRole('tab', { name: 'Brain', exact: true }).tap();
    await expectOpen(page, 'brainDump', ['Buy stamps']);
    await expect(row(list(page, 'brainDump'), 'Buy stamps').getByRole('img', { name: 'Low priority' })).toBeVisible();
  });
});
