import { expect, test } from '@playwright/test';
import { MAX_TASK_TEXT_LENGTH, TEXT_LIMIT_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { addTasks, input, list, row } from './support/planner';

const tasksOnServer = async (page: import('@playwright/test').Page) =>
  ((await (await page.request.get('/api/tasks')).json()) as { tasks: { text: string }[] }).tasks.map((t) => t.text);

test.describe('text over the 2,000-character limit is never cut', () => {
  test('typing 2,001 characters keeps them all; Enter says why nothing was added', async ({ page }) => {
    await openPlannerAsNewUser(page);
    const field = input(page, 'today');
    const typed = `${'a'.repeat(MAX_TASK_TEXT_LENGTH - 1)}bc`;
    // The field up to two short of the limit at once, then the last keys one by one: what is
    // tested is that key presses at and past the limit are kept (2,001 presses took ~35 s).
    await field.fill(typed.slice(0, -3));
    await field.pressSequentially(typed.slice(-3));
    await expect(field).toHaveValue(typed);
    const today = list(page, 'today');
    await expect(today.getByText(TEXT_LIMIT_TEXTS.count(MAX_TASK_TEXT_LENGTH + 1))).toBeVisible();
    await expect(today.getByText(TEXT_LIMIT_TEXTS.over(1), { exact: false })).toBeVisible();

    await field.press('Enter');
    await expect(today.getByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).toBeVisible();
    await expect(field).toHaveValue(typed);
    expect(await tasksOnServer(page)).toEqual([]);

    // One character out: it fits, and Enter adds all of the rest.
    await field.press('Backspace');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect.poll(() => tasksOnServer(page)).toEqual([typed.slice(0, -1)]);
  });

  test('a paste past the limit in the inline editor stays whole and unsaved', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTasks(page, 'today', ['Write report']);
    await row(list(page, 'today'), 'Write report').getByText('Write report').dblclick();
    const editor = page.getByRole('textbox', { name: 'Edit task: Write report' });
    const pasted = 'p'.repeat(MAX_TASK_TEXT_LENGTH + 10);
    await editor.fill('');
    await page.keyboard.insertText(pasted);
    await expect(editor).toHaveValue(pasted);
    await editor.press('Enter');
    await expect(editor).toHaveValue(pasted);
    await expect(list(page, 'today').getByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).toBeVisible();
    expect(await tasksOnServer(page)).toEqual(['Write report']);
  });
});
