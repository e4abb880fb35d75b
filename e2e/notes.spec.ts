import { expect, test, type Page } from '@playwright/test';
import { NOTE_TEXTS, TEXTS, fromNoteLabel } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { list, row } from './support/planner';
import { expectAxeClean, expectTheme, useTheme } from './support/axe';

// The service worker registers a few seconds after load (app/service-worker/register-later.ts).
const SW_TIMEOUT = 20_000;
const SHOTS = 'test-results/notes';

const notesOnServer = async (page: Page) =>
  (
    (await (await page.request.get('/api/notes')).json()) as {
      notes: { title: string; body: string; pinned: boolean; deletedAt: number | null }[];
    }
  ).notes;

const titleField = (page: Page) => page.getByRole('textbox', { name: NOTE_TEXTS.titleLabel });
const bodyField = (page: Page) => page.getByRole('textbox', { name: NOTE_TEXTS.bodyLabel });
const noteList = (page: Page) => page.getByRole('list', { name: NOTE_TEXTS.heading });
const noteItem = (page: Page, title: string) => noteList(page).getByRole('button', { name: new RegExp(title) });

async function writeNote(page: Page, title: string, body: string) {
  await page.getByRole('button', { name: NOTE_TEXTS.newNote }).click();
  await titleField(page).fill(title);
  await bodyField(page).fill(body);
  await expect
    .poll(async () => (await notesOnServer(page)).some((n) => n.title === title && n.body === body))
    .toBe(true);
}

test.describe('the Notes workspace', () => {
  test('signed out, /notes leads to sign-in like /planner', async ({ page }) => {
    await page.goto('/notes');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
  });

  test('write, search, pin, reload offline, turn a line into a task, delete and undo', async ({ page, context }) => {
    test.setTimeout(120_000);
    await openPlannerAsNewUser(page);
    await page.getByTitle(TEXTS.notesTitle).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(page.getByRole('heading', { name: NOTE_TEXTS.heading, level: 1 })).toBeVisible();
    await expect(page.getByText(NOTE_TEXTS.empty).first()).toBeVisible();

    await writeNote(page, 'Groceries', 'Milk\nOat flakes');
    await writeNote(page, 'Trip to Lisbon', '- Book the hotel\nSee https://example.com/lisbon');
    // The latest change first.
    await expect(noteList(page).getByRole('button')).toHaveText([/Trip to Lisbon/, /Groceries/]);

    // Search finds words in the body.
    await page.getByRole('searchbox', { name: NOTE_TEXTS.search }).fill('oat');
    await expect(noteList(page).getByRole('button')).toHaveText([/Groceries/]);
    await page.getByRole('searchbox', { name: NOTE_TEXTS.search }).fill('');

    // Pinned goes first.
    await noteItem(page, 'Groceries').click();
    await page.getByRole('button', { name: NOTE_TEXTS.pin }).click();
    await expect(page.getByRole('button', { name: NOTE_TEXTS.unpin })).toHaveAttribute('aria-pressed', 'true');
    await expect(noteList(page).getByRole('button')).toHaveText([/Groceries/, /Trip to Lisbon/]);
    await expect.poll(async () => (await notesOnServer(page)).find((n) => n.title === 'Groceries')?.pinned).toBe(true);
    await page.screenshot({ path: `${SHOTS}/notes-desktop.png`, fullPage: true });

    // Offline: the page opens with the notes last seen, and keeps what is written until back.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: SW_TIMEOUT })
      .toBe('activated');
    await context.setOffline(true);
    await page.goto('/notes');
    await expect(noteList(page).getByRole('button')).toHaveText([/Groceries/, /Trip to Lisbon/]);
    await noteItem(page, 'Trip to Lisbon').click();
    await bodyField(page).fill('- Book the hotel\nSee https://example.com/lisbon\nPack the charger');
    await expect(page.getByText(NOTE_TEXTS.offline)).toBeVisible();
    await context.setOffline(false);
    await expect
      .poll(async () => (await notesOnServer(page)).find((n) => n.title === 'Trip to Lisbon')?.body, {
        timeout: 40_000,
      })
      .toContain('Pack the charger');

    // A line becomes a task in Brain Dump, linking back to its note.
    const lines = page.getByRole('region', { name: NOTE_TEXTS.linesHeading });
    await expect(lines.getByRole('link', { name: 'https://example.com/lisbon' })).toBeVisible();
    await lines.getByRole('button', { name: `${NOTE_TEXTS.toTask}: - Book the hotel` }).click();
    await expect(page.getByText(NOTE_TEXTS.madeTask('Book the hotel'))).toBeVisible();
    await page.getByRole('link', { name: 'Back to planner' }).click();
    const task = row(list(page, 'brainDump'), 'Book the hotel');
    await expect(task).toBeVisible();
    await task.getByRole('link', { name: fromNoteLabel('Trip to Lisbon') }).click();
    await expect(page).toHaveURL(/\/notes\?note=/);
    await expect(titleField(page)).toHaveValue('Trip to Lisbon');

    // Delete, then Undo from the toast.
    await page.getByRole('button', { name: NOTE_TEXTS.delete }).click();
    await expect(noteList(page).getByRole('button')).toHaveText([/Groceries/]);
    await expect
      .poll(async () => (await notesOnServer(page)).find((n) => n.title === 'Trip to Lisbon')?.deletedAt)
      .not.toBeNull();
    await page.getByRole('button', { name: NOTE_TEXTS.undo }).click();
    await expect(noteList(page).getByRole('button')).toHaveText([/Groceries/, /Trip to Lisbon/]);
    await expect
      .poll(async () => (await notesOnServer(page)).find((n) => n.title === 'Trip to Lisbon')?.deletedAt)
      .toBeNull();
  });

  test('nothing typed is cut: a title over 200 characters stays, unsaved, with the reason', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await page.goto('/notes');
    await writeNote(page, 'Short', 'body');
    await titleField(page).fill('x'.repeat(205));
    await expect(page.getByRole('alert')).toHaveText(NOTE_TEXTS.titleOver(5));
    await expect(titleField(page)).toHaveValue('x'.repeat(205));
    expect((await notesOnServer(page))[0]?.title).toBe('Short');
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`/notes has no axe violations, ${theme} theme, ${width} px`, async ({ page }) => {
      test.slow();
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await openPlannerAsNewUser(page);
      await page.goto('/notes');
      await writeNote(page, 'Weekend', 'Call Ann\nhttps://example.com/menu');
      await writeNote(page, 'Ideas', 'A planner for notes');
      await page.getByRole('button', { name: NOTE_TEXTS.pin }).click();
      if (width < 500) await page.getByRole('button', { name: NOTE_TEXTS.back }).click();
      await expect(noteList(page).getByRole('button')).toHaveCount(2);
      await expectTheme(page, theme);
      await expectAxeClean(page);
      await page.screenshot({ path: `${SHOTS}/notes-list-${theme}-${width}.png`, fullPage: true });
      await noteItem(page, 'Weekend').click();
      await expect(titleField(page)).toHaveValue('Weekend');
      await expectAxeClean(page);
      await page.screenshot({ path: `${SHOTS}/notes-editor-${theme}-${width}.png`, fullPage: true });
    });
  }
}
