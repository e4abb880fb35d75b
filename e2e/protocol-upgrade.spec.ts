import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SYNC_PROTOCOL_VERSION } from '@dayflow/core';
import { newAccount } from './support/accounts';
import { openDevice } from './support/devices';
import { addTasks, list, openTexts } from './support/planner';

/**
 * Makes the page an app from before the server's sync protocol: its live sockets say protocol=0.
 * It runs in the page itself (Playwright's WebSocket routes cannot change the address they
 * connect to), so a reload brings the page's own code back, as a reload into a new version does.
 */
function speakOldProtocol() {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      const address = new URL(url, window.location.href);
      if (address.pathname === '/api/live') address.searchParams.set('protocol', '0');
      super(address, protocols);
    }
  };
}

/** Holds every write to the tasks, as a network that stays down would: the change stays pending. */
async function holdTaskWrites(context: BrowserContext) {
  let held = true;
  await context.route('**/api/tasks**', (route) =>
    held && route.request().method() !== 'GET' ? route.abort('internetdisconnected') : route.fallback(),
  );
  return () => (held = false);
}

/** Every message the page's live sockets receive, as text. */
function liveFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
  return frames;
}

/** The socket drops (the browser goes offline) and is opened again (back online). */
async function reconnect(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

test('an old client is told to reload, and its pending change survives into the new version', async ({ browser }) => {
  const { context, page } = await openDevice(browser, newAccount('Ursula Upgrade'), { signUp: true });
  const release = await holdTaskWrites(context);
  await addTasks(page, 'today', ['Written before the upgrade']);

  await page.evaluate(speakOldProtocol);
  const frames = liveFrames(page);
  const reloaded = page.waitForEvent('load');
  await reconnect(context);
  await reloaded;
  expect(frames).toContainEqual(JSON.stringify({ type: 'upgrade-required', protocol: SYNC_PROTOCOL_VERSION }));

  // The new page has the change from its stored outbox, and sends it.
  await expect.poll(() => openTexts(page, 'today')).toEqual(['Written before the upgrade']);
  release();
  await expect
    .poll(
      async () => (await (await page.request.get('/api/tasks')).json()).tasks.map((t: { text: string }) => t.text),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['Written before the upgrade']);
  await page.reload();
  await expect.poll(() => openTexts(page, 'today')).toEqual(['Written before the upgrade']);
});

test('a page still too old after its reload says what to do, and does not reload again', async ({ browser }) => {
  const { context, page } = await openDevice(browser, newAccount('Lou Loop'), { signUp: true });
  await addTasks(page, 'today', ['Kept through it all']);
  // This version cannot be left: every page load is the old one again (a stale copy).
  await context.addInitScript(speakOldProtocol);
  await page.evaluate(speakOldProtocol);
  let loads = 0;
  page.on('load', () => loads++);
  await reconnect(context);

  await expect(page.getByText(/could not load the new version/)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(3_000);
  expect(loads).toBe(1);
  await expect(list(page, 'today')).toBeVisible();
  await expect.poll(() => openTexts(page, 'today')).toEqual(['Kept through it all']);
});
