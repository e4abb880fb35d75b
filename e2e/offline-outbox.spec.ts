import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { TEXTS, type Section } from '@dayflow/core';
import { newAccount } from './support/accounts';
import { openDevice } from './support/devices';
import { list, openTexts } from './support/planner';

const row = (page: Page, section: Section, text: string) =>
  list(page, section)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: text, exact: true }) });

async function addTask(page: Page, section: Section, text: string) {
  const input = list(page, section).getByPlaceholder(TEXTS.placeholders[section]);
  await input.fill(text);
  await input.press('Enter');
  await expect(row(page, section, text)).toBeVisible();
}

async function chooseFromMenu(page: Page, section: Section, text: string, item: string) {
  await row(page, section, text).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

/**
 * Makes the server unreachable for one device, and reachable again: every API request fails
 * like a dropped network, and the live socket closes at once without reaching the server
 * (Playwright's HTTP routes do not cover WebSockets, so it has its own route).
 */
async function serverSwitch(context: BrowserContext) {
  let reachable = true;
  await context.route('**/api/**', (route) => (reachable ? route.fallback() : route.abort('internetdisconnected')));
  // With or without `?since=`: a page that came with its data resumes from its version.
  await context.routeWebSocket(/\/api\/live(\?.*)?$/, (socket) => {
    if (reachable) socket.connectToServer();
    else socket.close({ code: 1011, reason: 'unreachable' });
  });
  return {
    cutOff: async () => {
      reachable = false;
      await context.setOffline(true);
    },
    restore: async () => {
      reachable = true;
      await context.setOffline(false);
    },
  };
}

const openTextsOf = async (page: Page) => ({
  brainDump: await openTexts(page, 'brainDump'),
  today: await openTexts(page, 'today'),
  tomorrow: await openTexts(page, 'tomorrow'),
});

// @db: the saved changes reach the other device through the database (LISTEN/NOTIFY).
test('changes made offline survive a reload and are saved in order once the server is back @db', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Olive Offline');
  const { context, page } = await openDevice(browser, account, { signUp: true });
  for (const text of ['Pay rent', 'Buy stamps', 'Post letter']) await addTask(page, 'today', text);
  await addTask(page, 'tomorrow', 'Gym');
  const other = await openDevice(browser, account);
  await expect.poll(() => openTexts(other.page, 'today')).toEqual(['Pay rent', 'Buy stamps', 'Post letter']);

  const server = await serverSwitch(context);
  await server.cutOff();
  // Add, complete, edit and move, all while nothing can be saved.
  await addTask(page, 'today', 'Written offline');
  await list(page, 'today').getByRole('checkbox', { name: 'Pay rent' }).click();
  await chooseFromMenu(page, 'today', 'Buy stamps', TEXTS.edit);
  await list(page, 'today').getByPlaceholder(TEXTS.placeholders.today).fill('Buy stamps (x10)');
  await list(page, 'today').getByRole('button', { name: TEXTS.save }).click();
  await chooseFromMenu(page, 'today', 'Post letter', TEXTS.moveTo(TEXTS.sectionTitles.tomorrow));
  const expected = {
    brainDump: [],
    today: ['Buy stamps (x10)', 'Written offline'],
    tomorrow: ['Gym', 'Post letter'],
  };
  await expect.poll(() => openTextsOf(page)).toEqual(expected);
  await expect(list(page, 'today').getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();

  // The other device has heard nothing of it.
  await expect.poll(() => openTexts(other.page, 'today')).toEqual(['Pay rent', 'Buy stamps', 'Post letter']);

  // Reload while the server is still unreachable: the network comes back for the page while the
  // API and the live socket stay cut off (a reload with no network at all, the page then coming
  // from the service worker, is e2e/pwa.spec.ts).
  await context.setOffline(false);
  await page.reload();
  await expect.poll(() => openTextsOf(page)).toEqual(expected);
  await expect(list(page, 'today').getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();

  // Back online: everything is saved, in the order it was made, and reaches the other device.
  const saves: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/tasks')) saves.push(`${request.method()} ${path}`);
  });
  await server.restore();
  await expect.poll(() => openTextsOf(other.page), { timeout: 40_000 }).toEqual(expected);
  await expect(list(other.page, 'today').getByRole('button', { name: TEXTS.completedHeading(1) })).toBeVisible();
  expect(saves.map((save) => save.replace(/[0-9a-f-]{36}/, ':id'))).toEqual([
    'POST /api/tasks',
    'PATCH /api/tasks/:id',
    'PATCH /api/tasks/:id',
    'POST /api/tasks/:id/move',
  ]);
  await other.page.reload();
  await expect.poll(() => openTextsOf(other.page)).toEqual(expected);
});
