import { expect, test } from '@playwright/test';
import { QUICK_ADD_TEXTS, REMINDER_TEXTS, instantAt, localDateKey } from '@dayflow/core';
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

test.describe('planning by typing, on a clock set to 10:36 in Paris', () => {
  const timeZone = 'Europe/Paris';
  test.use({ timezoneId: timeZone, locale: 'en-GB' });

  // Today's date in Paris at 10:36 on the browser's clock (the server runs on the real one).
  const at1036 = () => instantAt(localDateKey(Date.now(), timeZone), 10 * 60 + 36, timeZone);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`@tomorrow 9:00 typed in Today lands in Tomorrow with a "Tomorrow 9:00" chip (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install({ time: at1036() });
      await openPlannerAsNewUser(page);
      const today = list(page, 'today');
      await input(page, 'today').fill('Submit timesheet @tomorrow 9:00');
      await expect(chips(today)).toHaveText([QUICK_ADD_TEXTS.reminder('Tomorrow 9:00', false)]);
      await input(page, 'today').press('Enter');
      await expect(page.getByText(QUICK_ADD_TEXTS.addedTo('Tomorrow'))).toBeVisible();

      // `@9:00` typed after nine means tomorrow's nine: it lands in Tomorrow too.
      await input(page, 'today').fill('Stand-up notes @9:00');
      await expect(chips(today)).toHaveText([QUICK_ADD_TEXTS.reminder('Tomorrow 9:00', false)]);
      await input(page, 'today').press('Enter');
      await expect(row(today, 'Submit timesheet')).toHaveCount(0);
      await expect(row(today, 'Stand-up notes')).toHaveCount(0);

      if (viewport.width < 768) await page.getByRole('tab', { name: 'Tomorrow', exact: true }).click();
      const tomorrow = list(page, 'tomorrow');
      await expectOpen(page, 'tomorrow', ['Submit timesheet', 'Stand-up notes']);
      const chip = row(tomorrow, 'Submit timesheet').getByRole('img', { name: /^Reminder / });
      await expect(chip).toHaveText('Tomorrow 9:00');
      await expect(chip).toHaveAccessibleName(REMINDER_TEXTS.rowLabelOn('Tomorrow 9:00'));
      await expect(chip).toHaveAttribute('data-reminder-state', 'set');
      await page.screenshot({ path: test.info().outputPath(`reminder-chip-${viewport.width}.png`) });

      await page.reload();
      if (viewport.width < 768) await page.getByRole('tab', { name: 'Tomorrow', exact: true }).click();
      await expectOpen(page, 'tomorrow', ['Submit timesheet', 'Stand-up notes']);
      await expect(row(list(page, 'tomorrow'), 'Stand-up notes').getByRole('img', { name: /^Reminder / })).toHaveText(
        'Tomorrow 9:00',
      );
    });
  }
});
