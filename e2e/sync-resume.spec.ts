import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { TEXTS, type Section } from '@dayflow/core';
import { newAccount } from './support/accounts';
import { startSecondInstance, type DayflowServer } from './support/dayflow-server';
import { openDevice } from './support/devices';
import { addTasks, input, list, openTexts, row } from './support/planner';

/**
 * Takes the device offline and back, and notes every live connection it opens from now on with
 * the type of the first message the server sends on it: a resumed one (`?since=V`) starts with
 * `changes`, not a `snapshot`. The socket gets its own route (Playwright's HTTP routes and its
 * offline switch do not cover a routed WebSocket): while offline, one closes at once.
 */
async function networkOf(context: BrowserContext) {
  let online = true;
  const connections: { since: string | null; first?: string }[] = [];
  await context.routeWebSocket(/\/api\/live(\?.*)?$/, (socket) => {
    if (!online) return socket.close({ code: 1011, reason: 'offline' });
    const seen: (typeof connections)[number] = { since: new URL(socket.url()).searchParams.get('since') };
    connections.push(seen);
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (seen.first === undefined && typeof message === 'string') {
        const { type } = JSON.parse(message) as { type: string };
        if (type !== 'ping' && type !== 'goal') seen.first = type;
      }
      socket.send(message);
    });
  });
  const set = async (value: boolean) => {
    online = value;
    await context.setOffline(!value);
  };
  return { connections, goOffline: () => set(false), goOnline: () => set(true) };
}

async function chooseFromMenu(page: Page, section: Section, text: string, item: string) {
  await row(list(page, section), text).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

const listsOf = async (page: Page) => ({
  brainDump: await openTexts(page, 'brainDump'),
  today: await openTexts(page, 'today'),
  tomorrow: await openTexts(page, 'tomorrow'),
});

// On PostgreSQL the phone talks to a second instance of the server sharing the database, as
// behind a load balancer: what the laptop writes reaches it through LISTEN/NOTIFY, and its
// resume is answered from the shared change feed by an instance that never saw its changes.
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
let secondInstance: DayflowServer | undefined;
test.beforeAll(async () => {
  if (onPostgres) secondInstance = await startSecondInstance();
});
test.afterAll(async () => {
  await secondInstance?.stop();
});

// @db: a second server instance shares the database: the laptop's changes reach it through
//   LISTEN/NOTIFY, and the phone's resume is answered from the shared change feed.
test(`a device offline for a while resumes from its version and both devices end with the same lists${
  onPostgres ? ', each on its own server instance' : ''
} @db`, async ({ browser }) => {
  // Two browser contexts, a dozen changes and a reconnect: slow when the other worker also drives
  // a browser on a 2-core machine.
  test.slow();
  const account = newAccount('Rita Resumed');
  const laptop = await openDevice(browser, account, { signUp: true });
  await addTasks(laptop.page, 'today', ['Book dentist', 'Water plants', 'Call the bank']);
  await addTasks(laptop.page, 'tomorrow', ['Gym']);
  await addTasks(laptop.page, 'brainDump', ['Learn the banjo?']);
  const phone = await openDevice(browser, account, { baseURL: secondInstance?.baseURL });
  if (secondInstance) expect(new URL(phone.page.url()).port).toBe(String(secondInstance.port));
  const network = await networkOf(phone.context);
  await expect
    .poll(() => listsOf(phone.page))
    .toEqual({
      brainDump: ['Learn the banjo?'],
      today: ['Book dentist', 'Water plants', 'Call the bank'],
      tomorrow: ['Gym'],
    });

  // The phone goes offline and changes things: create, edit, complete, delete, move.
  await network.goOffline();
  const { page } = phone;
  await addTasks(page, 'today', ['Written on the phone']);
  await chooseFromMenu(page, 'today', 'Book dentist', TEXTS.edit);
  await input(page, 'today').fill('Book dentist (Tue)');
  await list(page, 'today').getByRole('button', { name: TEXTS.save }).click();
  await list(page, 'today').getByRole('checkbox', { name: 'Water plants' }).click();
  await chooseFromMenu(page, 'brainDump', 'Learn the banjo?', TEXTS.delete);
  await chooseFromMenu(page, 'tomorrow', 'Gym', TEXTS.moveTo(TEXTS.sectionTitles.today));
  await expect
    .poll(() => listsOf(page))
    .toEqual({
      brainDump: [],
      today: ['Book dentist (Tue)', 'Call the bank', 'Written on the phone', 'Gym'],
      tomorrow: [],
    });

  // Meanwhile the laptop changes other things; the phone hears nothing of them.
  await addTasks(laptop.page, 'tomorrow', ['Pay rent']);
  await list(laptop.page, 'today').getByRole('checkbox', { name: 'Call the bank' }).click();
  await addTasks(laptop.page, 'brainDump', ['Ideas for the trip']);
  await expect(row(list(page, 'tomorrow'), 'Pay rent')).toHaveCount(0);

  // Back online: the phone resumes from the version it holds, sends its changes in order, and
  // both devices converge.
  await network.goOnline();
  const converged = {
    brainDump: ['Ideas for the trip'],
    today: ['Book dentist (Tue)', 'Written on the phone', 'Gym'],
    tomorrow: ['Pay rent'],
  };
  for (const device of [phone.page, laptop.page]) {
    await expect.poll(() => listsOf(device), { timeout: 30_000 }).toEqual(converged);
    await expect(list(device, 'today').getByRole('button', { name: TEXTS.completedHeading(2) })).toBeVisible();
  }
  const [resumed] = network.connections;
  expect(resumed?.since).toMatch(/^\d+$/);
  expect(resumed?.first).toBe('changes');

  // A reload of each shows the same lists: nothing lived only in one device's memory.
  for (const device of [phone.page, laptop.page]) {
    await device.reload();
    await expect.poll(() => listsOf(device)).toEqual(converged);
  }
});
