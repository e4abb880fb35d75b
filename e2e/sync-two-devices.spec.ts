import { expect, test, type Page } from '@playwright/test';
import { TEXTS, type Section } from '@dayflow/core';
import { newAccount } from './support/accounts';
import { openDevice } from './support/devices';
import { list, openTexts } from './support/planner';

// How fast a change shows on the other device is a figure in bench/client-live.ts; here the
// journey checks only that it does, with the default wait.

/** The open task's row in a list (its checkbox is named by the text). */
const row = (page: Page, section: Section, text: string) =>
  list(page, section)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: text, exact: true }) });

async function addTasks(page: Page, section: Section, texts: string[]) {
  const input = list(page, section).getByPlaceholder(TEXTS.placeholders[section]);
  for (const text of texts) {
    await input.fill(text);
    await input.press('Enter');
    await expect(row(page, section, text)).toBeVisible();
  }
}

/** Open task texts of a list, top to bottom, once they settle. */
const expectOpen = (page: Page, section: Section, texts: string[]) =>
  expect.poll(() => openTexts(page, section)).toEqual(texts);

const firstOpen = (page: Page, section: Section) => list(page, section).getByRole('checkbox').first();

async function chooseFromMenu(page: Page, section: Section, text: string, item: string) {
  await row(page, section, text).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

// @db: every change reaches the other devices through the database (LISTEN/NOTIFY on PostgreSQL).
test('two devices of one user see each other’s changes live; another user sees none of them @db', async ({
  browser,
}) => {
  // Three browser contexts and some twenty live round trips: about 7 s alone, several times that
  // when the other worker is also driving a browser on a 2-core machine.
  test.slow();
  const account = newAccount('Sam Synced');
  const { page: laptop } = await openDevice(browser, account, { signUp: true });
  const { page: phone } = await openDevice(browser, account);
  const { page: stranger } = await openDevice(browser, newAccount('Someone Else'), { signUp: true });

  // Adds on the laptop appear on the phone.
  await addTasks(laptop, 'today', ['Book dentist', 'Water plants', 'Call the bank']);
  await addTasks(laptop, 'brainDump', ['Learn the banjo?']);
  await expect(row(phone, 'today', 'Call the bank')).toBeVisible();
  await expect(row(phone, 'brainDump', 'Learn the banjo?')).toBeVisible();
  await expectOpen(phone, 'today', ['Book dentist', 'Water plants', 'Call the bank']);

  // A completion on the phone leaves the laptop's open list and lands in its completed section.
  // A click, not check(): the row leaves the open list at once, so check() could not confirm it.
  await list(phone, 'today').getByRole('checkbox', { name: 'Water plants' }).click();
  await expect(row(laptop, 'today', 'Water plants')).toHaveCount(0);
  await expect(list(laptop, 'today').getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();
  await expectOpen(laptop, 'today', ['Book dentist', 'Call the bank']);

  // A move on the laptop (to another list) and a reorder on the phone (keyboard drag).
  await chooseFromMenu(laptop, 'today', 'Book dentist', TEXTS.moveTo(TEXTS.sectionTitles.tomorrow));
  await expect(row(phone, 'tomorrow', 'Book dentist')).toBeVisible();
  await expectOpen(phone, 'today', ['Call the bank']);
  await addTasks(phone, 'tomorrow', ['Pick up parcel']);
  await expect(row(laptop, 'tomorrow', 'Pick up parcel')).toBeVisible();
  await row(phone, 'tomorrow', 'Pick up parcel').getByRole('button', { name: TEXTS.dragToMove }).focus();
  await phone.keyboard.press('Space');
  await phone.keyboard.press('ArrowUp');
  await phone.keyboard.press('Space');
  await expectOpen(phone, 'tomorrow', ['Pick up parcel', 'Book dentist']);
  await expect(firstOpen(laptop, 'tomorrow')).toHaveAccessibleName('Pick up parcel');
  await expectOpen(laptop, 'tomorrow', ['Pick up parcel', 'Book dentist']);

  // A delete on the phone disappears from the laptop.
  await chooseFromMenu(phone, 'brainDump', 'Learn the banjo?', TEXTS.delete);
  await expect(row(laptop, 'brainDump', 'Learn the banjo?')).toHaveCount(0);

  // The other user, connected all along, saw none of it, live or after a reload.
  for (const page of [stranger, await stranger.reload().then(() => stranger)]) {
    for (const section of ['brainDump', 'today', 'tomorrow'] as const) {
      await expect(list(page, section).getByText(TEXTS.emptyOpen)).toBeVisible();
    }
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  }
});
