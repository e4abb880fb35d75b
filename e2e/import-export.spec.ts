import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addDays,
  localDateKey,
  ROUTINES_TITLE,
  SETTINGS_TEXTS,
  SETTINGS_TITLE,
  TEXTS,
  type DayflowExport,
  type Task,
} from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { expectOpen, list, row } from './support/planner';

// Screenshots for a person to look at; not compared automatically.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * A real-looking Todoist "Export as template": a stray quote inside a field (read as text), a
 * priority Todoist never writes and a quote that never closes (each skipped with its line),
 * recurring dates (routines), a rhythm no routine has (one task, with a note), a date days ahead
 * (Later, on its day) and one no planner could read (Brain Dump, named).
 */
const todoistCsv = (dayAhead: string) =>
  [
    'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
    'task,Write the quarterly report,,1,1,,,today,en,',
    'task,Ask "Bo" about the budget,,4,1,,,,en,',
    'task,Odd priority,,9,1,,,,en,',
    'task,Water the plants,,2,1,,,every day,en,',
    'task,Gym,,3,1,,,"every mon, thu",en,',
    'task,Check the oven,,4,1,,,every 2 hours,en,',
    'task,"Never closed,,4,1,,,,en,',
    'task,Call the bank,,4,1,,,tomorrow,en,',
    `task,See the dentist,,4,1,,,${dayAhead},en,`,
    'task,Tidy the shed,,4,1,,,when I can,en,',
    '',
  ].join('\r\n');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TITLE })).toBeVisible();
}

/** Chooses a file in the Import section (its format is recognised) and previews it. */
async function previewFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const importer = section(page, SETTINGS_TEXTS.import);
  await importer.getByLabel(SETTINGS_TEXTS.importFile).setInputFiles(file);
  await importer.getByRole('button', { name: SETTINGS_TEXTS.preview }).click();
  return importer.getByRole('region', { name: SETTINGS_TEXTS.previewTitle });
}

const exportOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/export')).json()) as DayflowExport;

// @db: an import is one transaction over tasks and routines, the user's tasks locked (FOR UPDATE
//   on PostgreSQL).
test('a Todoist export with a malformed row imports every other row, and its recurring tasks as routines @db', async ({
  page,
}) => {
  await openPlannerAsNewUser(page, 'Tess Todoist');
  await expect(list(page, 'today')).toBeVisible();
  await openSettings(page);
  const importer = section(page, SETTINGS_TEXTS.import);
  // Opens on Dayflow's own format; the chosen CSV switches it to Todoist by itself.
  await expect(importer.getByRole('radio', { name: SETTINGS_TEXTS.importKinds['dayflow-json'] })).toBeChecked();

  // Five days ahead in the user's zone, written as Todoist writes dates ("Dec 8").
  const zone = async () => (await (await page.request.get('/api/settings')).json()).timeZone as string | null;
  await expect.poll(zone).not.toBeNull();
  const timeZone = (await zone())!;
  const dentistDay = addDays(localDateKey(Date.now(), timeZone), 5);
  const written = new Date(`${dentistDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const preview = await previewFile(page, {
    name: 'Work.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(todoistCsv(written)),
  });
  await expect(importer.getByRole('radio', { name: SETTINGS_TEXTS.importKinds['todoist-csv'] })).toBeChecked();
  await expect(preview.getByText(`${TEXTS.sectionTitles.today}:`)).toHaveText('Today: 1 task');
  await expect(preview.getByText(`${TEXTS.sectionTitles.tomorrow}:`)).toHaveText('Tomorrow: 1 task');
  await expect(preview.getByText(`${TEXTS.sectionTitles.brainDump}:`)).toHaveText('Brain Dump: 3 tasks');
  await expect(preview.getByText(`${TEXTS.sectionTitles.later}:`)).toHaveText('Later: 1 task');
  await expect(preview).toContainText(SETTINGS_TEXTS.previewRoutines(2));
  await expect(preview).toContainText(SETTINGS_TEXTS.skipped(2));
  await expect(preview).toContainText('line 4: its PRIORITY is "9"');
  await expect(preview).toContainText('line 8: a quote opens a field and never closes');
  await expect(preview).toContainText(SETTINGS_TEXTS.notes(2));
  await expect(preview).toContainText('line 7: repeats “every 2 hours”');
  await expect(preview).toContainText(SETTINGS_TEXTS.unreadDates(1));
  await expect(preview).toContainText(SETTINGS_TEXTS.repeatedOnce(1));
  await expect(preview).toContainText('line 11: its date “when I can” could not be read');
  await importer.screenshot({ path: `${SHOTS}/import-todoist-preview.png` });
  // A preview writes nothing.
  expect((await (await page.request.get('/api/tasks')).json()).tasks).toEqual([]);

  await preview.getByRole('button', { name: SETTINGS_TEXTS.importNow(6, 2) }).click();
  await expect(importer.getByRole('status')).toHaveText(
    `${SETTINGS_TEXTS.imported(6, 2)} ${SETTINGS_TEXTS.importedLater(1)}`,
  );
  const tasks = ((await (await page.request.get('/api/tasks')).json()) as { tasks: Task[] }).tasks;
  expect(tasks.find((t) => t.text === 'See the dentist')).toMatchObject({ section: 'later', day: dentistDay });

  await page.getByRole('link', { name: SETTINGS_TEXTS.backToPlanner }).click();
  await expectOpen(page, 'today', ['Write the quarterly report']);
  await expectOpen(page, 'tomorrow', ['Call the bank']);
  await expect(row(list(page, 'brainDump'), 'Ask "Bo" about the budget')).toBeVisible();
  await expect(row(list(page, 'brainDump'), 'Check the oven')).toBeVisible();
  await expect(row(list(page, 'brainDump'), 'Tidy the shed')).toBeVisible();

  await page.goto('/routines');
  await expect(page.getByRole('heading', { level: 1, name: ROUTINES_TITLE })).toBeVisible();
  await expect(page.getByText('Water the plants', { exact: true })).toBeVisible();
  await expect(page.getByText('Gym', { exact: true })).toBeVisible();
});

// @db: an import is one transaction over every table of the export, the user's tasks locked (FOR
//   UPDATE on PostgreSQL).
test('a full account round-trips through the JSON export into a new one, every section alike @db', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The source account: opened in the browser (zone, streak), then filled through the API.
  await openPlannerAsNewUser(page, 'Ora Original');
  await expect(list(page, 'today')).toBeVisible();
  const api = page.request;
  const task = async (text: string, sectionName: string, priority = 'Medium') => {
    const response = await api.post('/api/tasks', {
      data: { clientKey: `e2e-${text.replace(/\W/g, '-')}`, text, section: sectionName, priority },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const done = await task('Ship the release', 'today', 'High');
  await task('Plan the offsite', 'today');
  await task('Learn the cello', 'brainDump', 'Low');
  await task('Book the dentist', 'tomorrow');
  const gone = await task('An idea I dropped', 'brainDump');
  expect((await api.patch(`/api/tasks/${done}`, { data: { completed: true } })).status()).toBe(200);
  expect((await api.delete(`/api/tasks/${gone}`)).status()).toBe(200);
  expect((await api.put('/api/goal', { data: { dailyGoal: 3 } })).status()).toBe(200);
  expect((await api.put('/api/settings', { data: { rollover: false, restDays: [0, 6] } })).status()).toBe(200);
  const stretch = await api.post('/api/routines', { data: { text: 'Stretch', priority: 'Low', weekdays: [1, 3, 5] } });
  expect(stretch.status()).toBe(201);

  // The browser reports its zone once idle: wait for it, so the file holds it.
  await expect.poll(async () => (await (await api.get('/api/settings')).json()).timeZone).not.toBeNull();

  // Downloaded as a user would, from Settings.
  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await section(page, SETTINGS_TEXTS.export).getByRole('link', { name: SETTINGS_TEXTS.exportJson }).click();
  const fileText = await fs.readFile((await (await downloading).path())!, 'utf8');
  const original = JSON.parse(fileText) as DayflowExport;
  expect(original.routines).toHaveLength(1);
  expect(original.recentlyDeleted).toHaveLength(1);
  expect(original.history?.length).toBe(1);
  expect(original.streak?.count).toBe(1);

  // A brand-new account on another device: opening the planner already counted its first day.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await openPlannerAsNewUser(fresh, 'Nia New');
  await expect(list(fresh, 'today')).toBeVisible();
  await expect.poll(async () => (await (await fresh.request.get('/api/streak')).json()).count).toBe(1);
  await openSettings(fresh);
  const preview = await previewFile(fresh, {
    name: 'dayflow-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(fileText),
  });
  await expect(preview).toContainText(SETTINGS_TEXTS.previewRoutines(1));
  await expect(preview).toContainText(SETTINGS_TEXTS.previewHistory(1));
  await expect(preview).toContainText(SETTINGS_TEXTS.previewDeleted(1));
  await expect(preview.getByRole('heading', { name: /^Skipped/ })).toHaveCount(0);
  await preview.getByRole('button', { name: SETTINGS_TEXTS.importNow(4, 1) }).click();
  await expect(section(fresh, SETTINGS_TEXTS.import).getByRole('status')).toHaveText(SETTINGS_TEXTS.imported(4, 1));

  // Every section of the new account's export matches; only ids and the export time differ.
  const copy = await exportOf(fresh.request);
  const withoutIds = (d: DayflowExport) => ({
    ...d,
    exportedAt: 0,
    tasks: d.tasks.map(({ id: _id, ...rest }) => rest),
    recentlyDeleted: d.recentlyDeleted?.map(({ id: _id, ...rest }) => rest),
    routines: d.routines?.map(({ id: _id, ...rest }) => rest),
  });
  for (const key of ['tasks', 'recentlyDeleted', 'routines', 'settings', 'history', 'goal', 'streak'] as const) {
    expect(withoutIds(copy)[key], key).toEqual(withoutIds(original)[key]);
  }

  await fresh.goto('/planner');
  await expectOpen(fresh, 'today', ['Plan the offsite']);
  await expectOpen(fresh, 'tomorrow', ['Book the dentist']);
  await other.close();
});
