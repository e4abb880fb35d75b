import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { addTasks, list, row } from './support/planner';

// Issue 21, items 1 and 2 (docs/decisions/0017-first-data-with-the-page.md): a warm open renders
// from the device without waiting for the network; a cold open renders from the page's own data.

const TASKS = ['Water the plants', 'Call the plumber'];
const LIVE = /\/api\/live(\?.*)?$/;
// The service worker registers a few seconds after load (app/service-worker/register-later.ts).
const SW_TIMEOUT = 20_000;

async function signedInWithTasks(page: Page, name: string) {
  const account = await signUpThroughApi(page.request, newAccount(name));
  await page.goto('/planner');
  await addTasks(page, 'today', TASKS);
  return account;
}

/** Every storage key of ours, local and session, as the next person at this computer could read them. */
const ourKeys = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys({ ...localStorage }), ...Object.keys({ ...sessionStorage })].filter((key) =>
      key.startsWith('dayflow'),
    ),
  );

/** Whether a text has been in the page at any moment since it loaded (a task shown for one frame counts). */
async function watchFor(context: BrowserContext, text: string) {
  await context.addInitScript((watched) => {
    const flag = '__seenWatched';
    (window as unknown as Record<string, boolean>)[flag] = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(watched)) (window as unknown as Record<string, boolean>)[flag] = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return (page: Page) => page.evaluate(() => (window as unknown as Record<string, boolean>).__seenWatched);
}

/** Cuts the live socket off: it closes before reaching the server. */
const cutLiveSocket = (context: BrowserContext) =>
  context.routeWebSocket(LIVE, (socket) => socket.close({ code: 1011, reason: 'cut off' }));

test('a warm reload shows the tasks while the session check is held and the socket is cut', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signedInWithTasks(page, 'Wren Warm');
  // Warm: the page comes from the service worker (the static shell), the tasks from the device.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: SW_TIMEOUT })
    .toBe('activated');

  let sessionAnswered = false;
  await context.route('**/api/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    sessionAnswered = true;
    await route.fallback();
  });
  await cutLiveSocket(context);
  await page.reload();
  for (const text of TASKS) await expect(row(list(page, 'today'), text)).toBeVisible({ timeout: 2_000 });
  expect(sessionAnswered).toBe(false);
  // Once the server confirms, the planner stays.
  await expect.poll(() => sessionAnswered, { timeout: 10_000 }).toBe(true);
  await expect(row(list(page, 'today'), TASKS[0]!)).toBeVisible();
  await expect(page).toHaveURL(/\/planner$/);
});

test('a cold /planner with only the session cookie shows the tasks with no session check, task list or socket', async ({
  page,
  context,
  browser,
}) => {
  await signedInWithTasks(page, 'Cole Cold');
  const sessionCookie = (await context.cookies()).filter((cookie) => cookie.name.endsWith('session_token'));
  expect(sessionCookie).toHaveLength(1);

  const fresh = await browser.newContext();
  await fresh.addCookies(sessionCookie);
  const cutOff: string[] = [];
  await fresh.route('**/api/session', (route) => {
    cutOff.push('GET /api/session');
    return route.abort('internetdisconnected');
  });
  await fresh.route('**/api/tasks', (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    cutOff.push('GET /api/tasks');
    return route.abort('internetdisconnected');
  });
  await cutLiveSocket(fresh);
  const cold = await fresh.newPage();
  const firstPage = cold.waitForResponse((response) => new URL(response.url()).pathname === '/planner');
  await cold.goto('/planner');
  const answer = await firstPage;
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  for (const text of TASKS) await expect(row(list(cold, 'today'), text)).toBeVisible();
  // Nothing was needed before the rows: the page held them.
  expect(cutOff.filter((request) => request === 'GET /api/session')).toEqual([]);
  // The root still leads a signed-in user to the planner (spec §2), from its own data too.
  await cold.goto('/');
  await expect(cold).toHaveURL(/\/planner$/);
  await expect(row(list(cold, 'today'), TASKS[0]!)).toBeVisible();
  await fresh.close();
});

// @db: the other sessions are ended by raw SQL.
test('after the session ended elsewhere, the reload lands on /login and nothing of ours is left @db', async ({
  page,
  context,
  browser,
}) => {
  const account = await signedInWithTasks(page, 'Ella Elsewhere');
  await expect.poll(async () => (await ourKeys(page)).length).toBeGreaterThan(2);
  const phone = await browser.newContext();
  await phone.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  const origin = new URL(page.url()).origin;
  // The page is reloaded before it can hear of it on its socket.
  await cutLiveSocket(context);
  const revoke = await phone.request.post('/api/auth/revoke-other-sessions', { data: {}, headers: { origin } });
  expect(revoke.status()).toBe(200);
  await phone.close();

  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect.poll(() => ourKeys(page)).toEqual(['dayflow:returning']);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SIGNED_IN_COOKIE);
});

test('without the companion cookie (the session ran out) the page starts signed out and shows no cached task', async ({
  page,
  context,
}) => {
  await signedInWithTasks(page, 'Rex Runout');
  const seen = await watchFor(context, TASKS[0]!);
  // Both cookies expire together; the device still holds the profile and the tasks.
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await seen(page)).toBe(false);
  await expect.poll(() => ourKeys(page)).toEqual(['dayflow:returning']);
});
