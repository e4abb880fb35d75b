import { expect, type Browser } from '@playwright/test';
import { signInThroughApi, signUpThroughApi, type TestAccount } from './accounts';
import { list } from './planner';

/**
 * A device: a fresh browser context signed in as `account` (signed up first with `signUp`), at
 * /planner once its live connection has sent its first message, so what follows is about live
 * updates, not the first load. `width` below 640 px is a phone; `baseURL` points it at another
 * server instance than the run's.
 */
export async function openDevice(
  browser: Browser,
  account: TestAccount,
  options: { signUp?: boolean; width?: number; baseURL?: string } = {},
) {
  const context = await browser.newContext({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    viewport: { width: options.width ?? 1280, height: options.width && options.width < 640 ? 844 : 800 },
  });
  const page = await context.newPage();
  if (options.signUp) await signUpThroughApi(page.request, account);
  else await signInThroughApi(page.request, account);
  const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/api/live');
  await page.goto('/planner');
  await (await socket).waitForEvent('framereceived');
  await expect(list(page, 'today')).toBeVisible();
  return { context, page };
}
