import { expectAxeClean } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { RECENTLY_DELETED, TEXTS, RECENTLY_DELETED_TEXTS, UNDO_TEXTS, type Section } from '@dayflow/core';
import { newAccount } from './support/accounts';
import { openDevice } from './support/devices';
import { addTasks, expectOpen, expectToastAboveTabBar, handle, list, row } from './support/planner';

// Undo, Recently deleted, editing in place and links, as a user meets them. The undo stack is
// per tab (not kept across a reload), so every undo here happens in the tab that acted.
// The journeys open one or two devices and take many steps: more time than the default 30 s,
// which a busy machine used up on the two-device ones.
test.beforeEach(() => test.setTimeout(90_000));

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`undo-recently-deleted-${name}.png`) });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const undoButton = (page: Page) => page.getByRole('status').getByRole('button', { name: UNDO_TEXTS.undo });

async function fromMenu(page: Page, section: Section, text: string, item: string) {
  await row(list(page, section), text).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

/** The server's open tasks of a list, in order: what every device will show. */
async function serverOpen(page: Page, section: Section): Promise<string[]> {
  const { tasks } = (await (await page.request.get('/api/tasks')).json()) as {
    tasks: { text: string; section: Section; completed: boolean }[];
  };
  return tasks.filter((t) => t.section === section && !t.completed).map((t) => t.text);
}
const expectServerOpen = (page: Page, section: Section, texts: string[]) =>
  expect.poll(() => serverOpen(page, section)).toEqual(texts);

test('undo from the toast and by keyboard puts tasks back where they were, on the server too', async ({ browser }) => {
  const { page } = await openDevice(browser, newAccount('Una Undo'), { signUp: true });
  await addTasks(page, 'today', ['Write report', 'Reply to Sam', 'Book flights']);
  const start = ['Write report', 'Reply to Sam', 'Book flights'];

  // Delete from the menu, then Undo in the toast.
  await fromMenu(page, 'today', 'Reply to Sam', TEXTS.delete);
  await expectOpen(page, 'today', ['Write report', 'Book flights']);
  await expect(toast(page, UNDO_TEXTS.deleted)).toBeVisible();
  await shot(page, 'toast-1280');
  await undoButton(page).click();
  await expectOpen(page, 'today', start);
  await expectServerOpen(page, 'today', start);

  // Complete with the checkbox, then Ctrl+Z (focus is still on the checkbox).
  await list(page, 'today').getByRole('checkbox', { name: 'Write report' }).click();
  await expect(toast(page, UNDO_TEXTS.completed)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expectOpen(page, 'today', start);
  await expectServerOpen(page, 'today', start);

  // Move to another list from the menu; Ctrl+Z brings it back, Ctrl+Shift+Z moves it again.
  await fromMenu(page, 'today', 'Write report', TEXTS.moveTo(TEXTS.sectionTitles.tomorrow));
  await expect(toast(page, UNDO_TEXTS.movedTo(TEXTS.sectionTitles.tomorrow))).toBeVisible();
  await page.keyboard.press('Control+z');
  await expectOpen(page, 'today', start);
  await page.keyboard.press('Control+Shift+z');
  await expectOpen(page, 'tomorrow', ['Write report']);
  await page.keyboard.press('Control+z');
  await expectOpen(page, 'today', start);
  await expectServerOpen(page, 'tomorrow', []);

  // Move by keyboard drag within the list; Ctrl+Z puts the order back.
  await handle(list(page, 'today'), 'Book flights').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expectOpen(page, 'today', ['Book flights', 'Write report', 'Reply to Sam']);
  await expect(toast(page, UNDO_TEXTS.moved)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expectOpen(page, 'today', start);
  await expectServerOpen(page, 'today', start);

  // Not while typing: Ctrl+Z in a list's input is the field's own undo.
  await fromMenu(page, 'today', 'Book flights', TEXTS.delete);
  await list(page, 'today').getByPlaceholder(TEXTS.placeholders.today).fill('draft');
  await list(page, 'today').getByPlaceholder(TEXTS.placeholders.today).press('Control+z');
  await expectOpen(page, 'today', ['Write report', 'Reply to Sam']);
});

// @db: the restore reaches the other device through the database (LISTEN/NOTIFY), placed with the
//   user's rows locked.
test('a task restored from Recently deleted comes back in its place, live on another device @db', async ({
  browser,
}) => {
  const account = newAccount('Rita Restore');
  const { page: laptop } = await openDevice(browser, account, { signUp: true });
  const { page: phone } = await openDevice(browser, account, { width: 390 });
  await addTasks(laptop, 'today', ['Write report', 'Reply to Sam', 'Book flights']);
  await fromMenu(laptop, 'today', 'Reply to Sam', TEXTS.delete);
  await expectOpen(phone, 'today', ['Write report', 'Book flights']);

  // From the profile menu to Recently deleted.
  await laptop.getByRole('button', { name: 'Profile menu' }).click();
  await laptop.getByRole('menuitem', { name: RECENTLY_DELETED }).click();
  await expect(laptop).toHaveURL(/\/trash$/);
  await expect(laptop.getByRole('heading', { name: RECENTLY_DELETED_TEXTS.title })).toBeVisible();
  const deleted = laptop.getByRole('listitem').filter({ hasText: 'Reply to Sam' });
  await expect(deleted).toContainText(
    `${TEXTS.sectionTitles.today} · ${RECENTLY_DELETED_TEXTS.deletedAgo('just now')}`,
  );
  await shot(laptop, 'recently-deleted-1280');
  await laptop.getByRole('button', { name: 'Dark theme' }).click();
  await shot(laptop, 'recently-deleted-1280-dark');
  await laptop.getByRole('button', { name: 'Dark theme' }).click();
  await deleted.getByRole('button', { name: RECENTLY_DELETED_TEXTS.restore }).click();
  await expect(laptop.getByText(RECENTLY_DELETED_TEXTS.nothingDeleted)).toBeVisible();

  // The phone, untouched, sees it back between its neighbours.
  await expectOpen(phone, 'today', ['Write report', 'Reply to Sam', 'Book flights']);

  // The undo stack is the tab's, not the page's: back on the planner, Ctrl+Z undoes the restore.
  await laptop.getByRole('link', { name: RECENTLY_DELETED_TEXTS.backToPlanner }).click();
  await expectOpen(laptop, 'today', ['Write report', 'Reply to Sam', 'Book flights']);
  await laptop.locator('body').press('Control+z');
  await expectOpen(phone, 'today', ['Write report', 'Book flights']);

  // On a phone, Recently deleted is in the profile sheet.
  await phone.getByRole('button', { name: 'Profile menu' }).click();
  await phone.getByRole('dialog').getByRole('link', { name: RECENTLY_DELETED }).click();
  await expect(phone.getByRole('listitem').filter({ hasText: 'Reply to Sam' })).toBeVisible();
  await shot(phone, 'recently-deleted-390');
  await phone.context().close();
});

// @db: the edit reaches the other device through the database (LISTEN/NOTIFY).
test('a task is edited in place, with the change seen on another device @db', async ({ browser }) => {
  const account = newAccount('Ed Inline');
  const { page } = await openDevice(browser, account, { signUp: true });
  const { page: other } = await openDevice(browser, account);
  await addTasks(page, 'today', ['Write report', 'Reply to Sam']);

  await list(page, 'today').getByText('Write report', { exact: true }).dblclick();
  const field = list(page, 'today').getByRole('textbox', { name: 'Edit task: Write report' });
  await expect(field).toBeFocused();
  await field.press('End');
  await field.pressSequentially(' by Friday');
  await shot(page, 'inline-edit-1280');
  await field.press('Enter');
  await expect(row(list(other, 'today'), 'Write report by Friday')).toBeVisible();
  await expect(list(page, 'today').getByText('Write report by Friday', { exact: true })).toBeFocused();
  await expect(toast(page, UNDO_TEXTS.edited)).toBeVisible();

  // Enter on the focused text edits too (in the dark theme here); Escape cancels.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await list(page, 'today').getByText('Reply to Sam', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(' and Ana');
  await shot(page, 'inline-edit-1280-dark');
  await page.keyboard.press('Escape');
  await expectOpen(page, 'today', ['Write report by Friday', 'Reply to Sam']);

  // Undo the edit: the old text is back everywhere.
  await page.keyboard.press('Control+z');
  await expect(row(list(other, 'today'), 'Write report')).toBeVisible();
});

test('a URL in a task opens in a new tab, and javascript: stays text', async ({ browser }) => {
  const { page } = await openDevice(browser, newAccount('Lin Links'), { signUp: true });
  await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'guide' }));
  const long = `https://example.com/guide/${'very-long-path-segment-'.repeat(8)}end`;
  await addTasks(page, 'today', [`Read ${long}`, 'javascript:alert(1)']);

  const link = list(page, 'today').getByRole('link', { name: long });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(list(page, 'today').getByRole('link')).toHaveCount(1);
  // A long URL wraps inside its row instead of widening the list.
  const rowBox = (await row(list(page, 'today'), `Read ${long}`).boundingBox())!;
  const listBox = (await list(page, 'today').boundingBox())!;
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(listBox.x + listBox.width);

  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(long);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await shot(page, 'links-1280');
});

test('on a phone, the undo toast sits above the tab bar and its Undo works', async ({ browser }) => {
  const { page } = await openDevice(browser, newAccount('Pia Phone'), { signUp: true, width: 390 });
  await addTasks(page, 'today', ['Water plants', 'Call the bank']);
  await list(page, 'today').getByRole('checkbox', { name: 'Water plants' }).click();
  await expect(toast(page, UNDO_TEXTS.completed)).toBeVisible();
  await expectToastAboveTabBar(page, toast(page, UNDO_TEXTS.completed));
  await shot(page, 'toast-390');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await shot(page, 'toast-390-dark');
  await undoButton(page).click();
  await expectOpen(page, 'today', ['Water plants', 'Call the bank']);
});

test('the undo toast, the editor in place, links and Recently deleted are axe-clean, light and dark', async ({
  browser,
}) => {
  const { page } = await openDevice(browser, newAccount('Axel Axe'), { signUp: true });
  await addTasks(page, 'today', ['Read https://example.com/guide', 'Call the bank', 'Old idea']);
  await fromMenu(page, 'today', 'Old idea', TEXTS.delete);
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.goto('/planner');
    await list(page, 'today').getByRole('checkbox', { name: 'Call the bank' }).click();
    await expect(undoButton(page)).toBeVisible();
    await list(page, 'today')
      .getByText('Read', { exact: false })
      .first()
      .dblclick({ position: { x: 5, y: 5 } });
    await expect(list(page, 'today').getByRole('textbox', { name: /^Edit task:/ })).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    // The toast may be gone by now (axe takes a while): the keyboard reopens the task.
    await page.keyboard.press('Control+z');
    await expect(list(page, 'today').getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();

    await page.goto('/trash');
    await expect(page.getByRole('button', { name: RECENTLY_DELETED_TEXTS.restore })).toBeVisible();
    await expectAxeClean(page);
  }
});
