import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Section } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { input, list, row } from './support/planner';
import { waitForServiceWorker } from './support/service-worker';

/** A task as big as the quota allows: its text at the 2,000-character limit. */
const bigText = (section: Section, i: number) => `${section} ${i} `.padEnd(2_000, 'x');
const PER_LIST = 800;
const LISTS: Section[] = ['today', 'tomorrow', 'brainDump'];

/** 2,400 tasks of 2 KB, about 5 MB: three imports (one per list), each under the 5 MB import limit. */
async function importBigAccount(request: APIRequestContext) {
  for (const section of LISTS) {
    const text = Array.from({ length: PER_LIST }, (_, i) => bigText(section, i)).join('\n');
    const response = await request.post('/api/import', { data: { kind: 'text', text, list: section } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** How many tasks of `userId` the device store (IndexedDB) holds. */
const tasksOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('dayflow-device');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('tasks')) return resolve(0);
          const count = db.transaction('tasks').objectStore('tasks').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
  );

const openCount = (page: Page, section: Section) => list(page, section).getByText(/^Open tasks: \d+$/);

const serverTexts = async (request: APIRequestContext) =>
  ((await (await request.get('/api/tasks')).json()) as { tasks: { text: string }[] }).tasks.map((t) => t.text);

test('a 2,400 × 2 KB account opens offline with its lists, takes a change, and saves it once back', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page.request, newAccount('Bea Bigaccount'));
  await importBigAccount(page.request);
  await page.goto('/planner');
  await expect(openCount(page, 'today')).toHaveText(`Open tasks: ${PER_LIST}`);
  // The whole account reaches the device, and the page can come from the service worker.
  await expect.poll(() => tasksOnDevice(page), { timeout: 60_000 }).toBe(3 * PER_LIST);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  for (const section of LISTS) await expect(openCount(page, section)).toHaveText(`Open tasks: ${PER_LIST}`);
  await expect(row(list(page, 'tomorrow'), bigText('tomorrow', 0))).toBeVisible();

  await input(page, 'today').fill('Written offline');
  await input(page, 'today').press('Enter');
  await expect(openCount(page, 'today')).toHaveText(`Open tasks: ${PER_LIST + 1}`);
  await page.reload();
  await expect(openCount(page, 'today')).toHaveText(`Open tasks: ${PER_LIST + 1}`);
  for (const section of ['tomorrow', 'brainDump'] as const)
    await expect(openCount(page, section)).toHaveText(`Open tasks: ${PER_LIST}`);
  await expect(page.getByText(/out of room/)).toHaveCount(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverTexts(page.request)).filter((text) => text === 'Written offline').length, {
      timeout: 40_000,
    })
    .toBe(1);
});

test("migrates today's localStorage copy to the current formats, keeping a pending change", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request, newAccount('Mia Migrate'));
  const created = await page.request.post('/api/tasks', {
    data: { clientKey: `migrate-${Date.now()}`, text: 'On the server', section: 'today' },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string; version: number };
  const { profile } = (await (await page.request.get('/api/session')).json()) as { profile: { id: string } };
  // One visit, so the page opens offline from the service worker.
  await page.goto('/planner');
  await expect(row(list(page, 'today'), 'On the server')).toBeVisible();
  await waitForServiceWorker(page);

  // What the previous version kept, in place before the app boots: the whole list with V in one
  // localStorage value, and an outbox whose create still names a temp id (the oldest format).
  await page.addInitScript(
    ({ userId, stored }) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      indexedDB.deleteDatabase('dayflow-device');
      for (const key of Object.keys(localStorage)) if (key.startsWith('dayflow:sync:')) localStorage.removeItem(key);
      localStorage.setItem(`dayflow:sync:v1:${userId}:tasks`, JSON.stringify(stored));
      // This tab's own outbox (its id is kept in sessionStorage across the reload).
      localStorage.setItem(
        `dayflow:sync:v1:${userId}:outbox:${sessionStorage.getItem('dayflow:tab-id')}`,
        JSON.stringify([
          {
            kind: 'create',
            opId: 'old-op-1',
            taskId: 'temp-1',
            clientKey: 'old-client-key-1',
            at: Date.now(),
            text: 'Written before the update',
            priority: 'High',
            section: 'today',
          },
          { kind: 'update', opId: 'old-op-2', taskId: 'temp-1', at: Date.now(), changes: { notes: 'kept' } },
        ]),
      );
    },
    { userId: profile.id, stored: { version: task.version, tasks: [task] } },
  );
  await context.setOffline(true);
  await page.reload();
  await expect(row(list(page, 'today'), 'Written before the update')).toBeVisible();
  await expect(row(list(page, 'today'), 'On the server')).toBeVisible();
  const stored = await page.evaluate(
    (userId) => ({
      tasks: JSON.parse(localStorage.getItem(`dayflow:sync:v1:${userId}:tasks`) ?? 'null') as { format?: number },
      outboxes: Object.keys(localStorage)
        .filter((key) => key.startsWith(`dayflow:sync:v1:${userId}:outbox`))
        .map((key) => JSON.parse(localStorage.getItem(key)!) as { format?: number; ops?: { taskId: string }[] }),
    }),
    profile.id,
  );
  expect(stored.tasks.format).toBe(3);
  expect(stored.outboxes).toHaveLength(1);
  expect(stored.outboxes[0]!.format).toBe(2);
  expect(stored.outboxes[0]!.ops!.map((op) => op.taskId.startsWith('temp-'))).toEqual([false, false]);

  // A second offline reload reads the new formats: the same rows.
  await page.reload();
  await expect(row(list(page, 'today'), 'Written before the update')).toBeVisible();
  await expect(row(list(page, 'today'), 'On the server')).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverTexts(page.request)).sort(), { timeout: 40_000 })
    .toEqual(['On the server', 'Written before the update']);
});
