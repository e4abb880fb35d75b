import fs from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { SETTINGS_TEXTS, SETTINGS_TITLE, TEXTS, SECURITY_TEXTS, SECURITY_FEEDBACK_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectOpen, list, row } from './support/planner';
import { openProfileMenu } from './support/sign-in-popup';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Todoist's "Export as template": a task for today, one undated, and a section (skipped). */
const TODOIST_CSV = [
  'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
  'task,Write the quarterly report,,1,1,,,today,en,',
  'section,Errands,,,,,,,,',
  'task,Buy oat milk,,4,1,,,,en,',
  '',
].join('\r\n');

async function openSettingsFromMenu(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: SETTINGS_TITLE }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TITLE })).toBeVisible();
}

// @db: an import, and an account deletion by raw SQL over every table, each one transaction.
test('Settings: export, import a Todoist file, rest days, an API token, then delete the account @db', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000); // one long journey through every section
  const account = await openPlannerAsNewUser(page, 'Sol Settings');
  await expect(list(page, 'today')).toBeVisible();
  const created = await page.request.post('/api/tasks', {
    data: { clientKey: 'e2e-settings-1', text: 'Already planned', priority: 'Low', section: 'tomorrow' },
  });
  expect(created.status()).toBe(201);

  await openSettingsFromMenu(page);
  const profile = section(page, SETTINGS_TEXTS.profile);
  await expect(profile).toContainText(account.name);
  await expect(profile).toContainText(account.email);

  // Export: the JSON file holds the account's tasks.
  const exported = page.waitForEvent('download');
  await section(page, SETTINGS_TEXTS.export).getByRole('link', { name: SETTINGS_TEXTS.exportJson }).click();
  const download = await exported;
  expect(download.suggestedFilename()).toMatch(/^dayflow-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    format: string;
    tasks: { text: string; section: string; priority: string }[];
  };
  expect(file.format).toBe('dayflow-export');
  expect(file.tasks).toEqual([
    expect.objectContaining({ text: 'Already planned', section: 'tomorrow', priority: 'Low' }),
  ]);

  // Import: preview first (nothing written), then the import.
  const importer = section(page, SETTINGS_TEXTS.import);
  await importer.getByRole('radio', { name: SETTINGS_TEXTS.importKinds['todoist-csv'] }).check();
  await importer.getByLabel(SETTINGS_TEXTS.importFile).setInputFiles({
    name: 'todoist.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(TODOIST_CSV),
  });
  await importer.getByRole('button', { name: SETTINGS_TEXTS.preview }).click();
  const preview = importer.getByRole('region', { name: SETTINGS_TEXTS.previewTitle });
  await expect(preview.getByText(`${TEXTS.sectionTitles.today}:`)).toHaveText('Today: 1 task');
  await expect(preview.getByText(`${TEXTS.sectionTitles.brainDump}:`)).toHaveText('Brain Dump: 1 task');
  await expect(preview.getByText(`${TEXTS.sectionTitles.tomorrow}:`)).toHaveText('Tomorrow: 0 tasks');
  // The section row is no task: its name is kept in the notes of the task after it.
  await expect(preview).toContainText(SETTINGS_TEXTS.kept({ descriptions: 0, subTasks: 0, comments: 0, sections: 1 }));
  await expect(preview).not.toContainText(SETTINGS_TEXTS.skipped(1));
  await importer.screenshot({ path: `${SHOTS}/settings-import-preview.png` });
  expect((await (await page.request.get('/api/tasks')).json()).tasks).toHaveLength(1);
  await preview.getByRole('button', { name: SETTINGS_TEXTS.importNow(2) }).click();
  await expect(importer.getByRole('status')).toHaveText(SETTINGS_TEXTS.imported(2));

  // Rest days: saved, and still there after a reload.
  const day = section(page, SETTINGS_TEXTS.yourDay);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT');
  await day.getByRole('checkbox', { name: 'Saturday' }).check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(day.getByRole('checkbox', { name: 'Saturday' })).toBeChecked({ timeout: 10_000 });
  await expect(day.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();

  // The imported tasks are in the planner.
  await page.getByRole('link', { name: SETTINGS_TEXTS.backToPlanner }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await expectOpen(page, 'today', ['Write the quarterly report']);
  await expect(row(list(page, 'brainDump'), 'Buy oat milk')).toBeVisible();
  await expectOpen(page, 'tomorrow', ['Already planned']);

  // An API token, on Settings → Security: shown once, works with no cookie at all, stops working once revoked.
  await openSettingsFromMenu(page);
  await page.getByRole('link', { name: SECURITY_TEXTS.settingsLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECURITY_TEXTS.title })).toBeVisible();
  const tokens = section(page, SECURITY_TEXTS.tokens);
  await tokens.getByLabel(SECURITY_TEXTS.tokenName).fill('Nightly script');
  await tokens.getByRole('button', { name: SECURITY_TEXTS.createToken }).click();
  const secret = await tokens.getByRole('textbox', { name: 'Nightly script' }).inputValue();
  expect(secret).toMatch(/^dft_[A-Za-z0-9_-]{43}$/);
  await tokens.screenshot({ path: `${SHOTS}/settings-token-created.png` });
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const read = await script.get('/api/tasks');
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { tasks: { text: string }[] }).tasks.map((t) => t.text).sort()).toEqual([
    'Already planned',
    'Buy oat milk',
    'Write the quarterly report',
  ]);
  await tokens.getByRole('button', { name: SECURITY_TEXTS.done }).click();
  const listed = tokens.getByRole('listitem').filter({ hasText: 'Nightly script' });
  await expect(listed).toContainText(SECURITY_TEXTS.readOnly);
  await listed.getByRole('button', { name: SECURITY_TEXTS.revoke }).click();
  await listed.getByRole('button', { name: SECURITY_FEEDBACK_TEXTS.revokeConfirm }).click();
  await expect(listed).toHaveCount(0);
  expect((await script.get('/api/tasks')).status()).toBe(401);
  await script.dispose();

  // Delete the account, back on Settings: the email typed again, then /login, and the session is gone.
  await page.getByRole('link', { name: SECURITY_TEXTS.backToSettings }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const danger = section(page, SETTINGS_TEXTS.deleteAccount);
  const confirm = danger.getByRole('button', { name: SETTINGS_TEXTS.deleteForever });
  await expect(confirm).toBeDisabled();
  await danger.getByLabel(SETTINGS_TEXTS.confirmEmail(account.email)).fill(account.email.toUpperCase());
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  expect(
    (
      await page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } })
    ).status(),
  ).toBe(401);
});
