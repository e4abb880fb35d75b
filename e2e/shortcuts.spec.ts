import { expect, test, type Page } from '@playwright/test';
import { SHORTCUT_GROUPS, SHORTCUT_TEXTS, TEXTS, UNDO_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, expectOpen, input, list, row } from './support/planner';

const text = (page: Page, section: Parameters<typeof list>[1], name: string) =>
  list(page, section).getByText(name, { exact: true });

test('every planner shortcut, by keyboard alone, and the ? sheet that lists them', async ({ page }) => {
  test.slow(); // one journey through some twenty shortcuts, each saved and checked
  await openPlannerAsNewUser(page);
  await addTasks(page, 'today', ['Write report', 'Reply to Sam', 'Book flights']);
  await addTasks(page, 'brainDump', ['Learn Rust']);
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  // ? lists them all.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: SHORTCUT_TEXTS.title });
  await expect(sheet).toBeVisible();
  for (const shortcut of SHORTCUT_GROUPS.flatMap((group) => group.shortcuts)) {
    await expect(sheet.getByText(shortcut.label, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('shortcuts-sheet.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // n, then j / k / h / l.
  await page.keyboard.press('n');
  await expect(input(page, 'today')).toBeFocused();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('j');
  await expect(text(page, 'today', 'Write report')).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(text(page, 'today', 'Book flights')).toBeFocused();
  await page.keyboard.press('k');
  await expect(text(page, 'today', 'Reply to Sam')).toBeFocused();
  await page.keyboard.press('h');
  await expect(text(page, 'brainDump', 'Learn Rust')).toBeFocused();
  await page.keyboard.press('l');
  await expect(text(page, 'today', 'Write report')).toBeFocused();

  // On the focused task: priority, edit, move, complete, menu, delete; each undoable.
  await page.keyboard.press('1');
  await expect(row(list(page, 'today'), 'Write report').getByRole('img', { name: 'High priority' })).toBeVisible();
  await page.keyboard.press('e');
  const editor = list(page, 'today').getByRole('textbox', { name: /^Edit/ });
  await expect(editor).toBeFocused();
  await editor.fill('Write the report');
  await editor.press('Enter');
  await expect(text(page, 'today', 'Write the report')).toBeFocused();
  await page.keyboard.press('>');
  await expectOpen(page, 'tomorrow', ['Write the report']);
  await expect(text(page, 'today', 'Reply to Sam')).toBeFocused();
  await page.keyboard.press('x');
  await expect(list(page, 'today').getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();
  await expect(text(page, 'today', 'Book flights')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expectOpen(page, 'today', ['Reply to Sam', 'Book flights']);
  await text(page, 'today', 'Book flights').focus();
  await page.keyboard.press('m');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(text(page, 'today', 'Book flights')).toBeFocused();
  await page.keyboard.press('#');
  await expectOpen(page, 'today', ['Reply to Sam']);
  await expect(page.getByText(UNDO_TEXTS.deleted)).toBeVisible();

  // p opens the progress panel; none of the keys act while typing.
  await page.keyboard.press('p');
  await expect(page.getByRole('dialog', { name: TEXTS.dailyProductivity })).toBeVisible();
  await page.keyboard.press('Escape');
  await input(page, 'today').fill('');
  await input(page, 'today').pressSequentially('x1#>n');
  await expect(input(page, 'today')).toHaveValue('x1#>n');
  await expectOpen(page, 'today', ['Reply to Sam']);

  // All of it was saved.
  await page.reload();
  await expectOpen(page, 'today', ['Reply to Sam']);
  await expectOpen(page, 'tomorrow', ['Write the report']);
  await expect(
    row(list(page, 'tomorrow'), 'Write the report').getByRole('img', { name: 'High priority' }),
  ).toBeVisible();
});

test.describe('on a phone with a keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the shortcuts work on the one list on screen, and the sheet is a bottom sheet', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Buy stamps', 'Post letter', 'Call Ada']);
    await page.locator('body').click({ position: { x: 5, y: 600 } });

    await page.keyboard.press('j');
    await expect(text(page, 'today', 'Buy stamps')).toBeFocused();
    await page.keyboard.press('x');
    await expect(text(page, 'today', 'Post letter')).toBeFocused();
    // > sends the task to Tomorrow, which is off screen: the undo toast says where it went.
    await page.keyboard.press('>');
    await expect(page.getByText(UNDO_TEXTS.movedTo('Tomorrow'))).toBeVisible();
    await expectOpen(page, 'today', ['Call Ada']);
    await expect(text(page, 'today', 'Call Ada')).toBeFocused();

    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: SHORTCUT_TEXTS.title });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(390);
    await page.screenshot({ path: test.info().outputPath('shortcuts-sheet-phone.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Tomorrow', exact: true }).tap();
    await expectOpen(page, 'tomorrow', ['Post letter']);
  });
});
