import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startDayflowServer } from './support/dayflow-server';
import { addTasks, expectToastAboveTabBar, input, list, openTexts } from './support/planner';
import { SW_TIMEOUT, waitForServiceWorker } from './support/service-worker';

/** The build the run serves (playwright.config.ts passes WEB_DIST on to the server). */
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../packages/web/dist');

/** Every path in the page's caches, and whether the precache has finished (the worker is active). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;

/** The update toast in both themes, for a look (kept with the test's results). */
async function screenshots(page: Page, width: number) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    // Colours change with a transition: 'disabled' takes the picture as it ends.
    await page.screenshot({
      path: test.info().outputPath(`update-toast-${width}-${theme}.png`),
      animations: 'disabled',
    });
  }
}

const progressButton = (page: Page) => page.getByRole('button', { name: /^Daily Productivity:/ });

test('the web app manifest, its icons and theme colours load', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Dayflow',
    short_name: 'Dayflow',
    start_url: '/planner',
    display: 'standalone',
  });
  expect(manifest.shortcuts).toContainEqual(
    expect.objectContaining({ name: 'Add a task to Today', url: '/planner?add=today' }),
  );
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // Before any script runs, the page carries one colour per system scheme…
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"');
  expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617"');
  // …then the app's theme decides the bar's colour: the system's until the person chooses, then
  // their choice, even against the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const themeColors = () =>
    page.locator('meta[name="theme-color"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
  await expect.poll(themeColors).toEqual(['#020617', '#020617']);
  await page.evaluate(() => localStorage.setItem('dayflow.theme', 'light'));
  await page.reload();
  await expect.poll(themeColors).toEqual(['#ffffff', '#ffffff']);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('dayflow.theme', 'dark'));
  await page.reload();
  await expect.poll(themeColors).toEqual(['#020617', '#020617']);
  const touchIcon = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!);
  expect(pngSize(await touchIcon.body())).toBe('180x180');
});

test('the service worker arrives brotli-compressed, never cached for long', async ({ request }) => {
  for (const file of ['/sw.js', `/${fs.readdirSync(webDist).find((name) => /^workbox-.+\.js$/.test(name))}`]) {
    const response = await request.get(file, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/javascript/);
    expect(response.headers()['content-encoding'], file).toBe('br');
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
});

test('the service worker controls the page and precaches every chunk, but nothing of the API', async ({ page }) => {
  await signUpThroughApi(page.request, newAccount('Wanda Worker'));
  await page.goto('/planner');
  await waitForServiceWorker(page);
  const cached = await cachedPaths(page);
  const built = fs.readdirSync(path.join(webDist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  expect(built.length).toBeGreaterThan(5);
  for (const file of built) expect(cached, file).toContain(`/assets/${file}`);
  for (const file of ['/index.html', '/manifest.webmanifest', '/icons/icon-192.png', '/sounds/success.wav']) {
    expect(cached).toContain(file);
  }
  expect(cached.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
});

test('after one visit, /planner opens offline with its tasks, goal and streak, and saves changes once back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request, newAccount('Otto Offline'));
  expect((await page.request.put('/api/goal', { data: { dailyGoal: 2 } })).status()).toBe(200);
  await page.goto('/planner');
  await addTasks(page, 'today', ['Buy milk', 'Call mom']);
  await expect(progressButton(page)).toHaveAccessibleName(/ 0%/);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect.poll(() => openTexts(page, 'today')).toEqual(['Buy milk', 'Call mom']);
  // The goal of 2 and the streak of 1 day, as last seen here; the panel's own chunk is cached too.
  await list(page, 'today').getByRole('checkbox', { name: 'Buy milk' }).click();
  await expect(progressButton(page)).toHaveAccessibleName(/ 50%/);
  await progressButton(page).click();
  const panel = page.getByRole('dialog', { name: TEXTS.dailyProductivity });
  await expect(panel.getByRole('region', { name: TEXTS.productivityStreak })).toContainText('1 day');
  await page.keyboard.press('Escape');
  await input(page, 'today').fill('Written offline');
  await input(page, 'today').press('Enter');
  await expect.poll(() => openTexts(page, 'today')).toEqual(['Call mom', 'Written offline']);
  // Still offline: nothing has reached the server.
  const tasksOnServer = async () =>
    ((await (await page.request.get('/api/tasks')).json()) as { tasks: { text: string; completed: boolean }[] }).tasks
      .map((task) => `${task.text}${task.completed ? ' (done)' : ''}`)
      .sort();
  expect(await tasksOnServer()).toEqual(['Buy milk', 'Call mom']);

  await context.setOffline(false);
  await expect.poll(tasksOnServer, { timeout: 40_000 }).toEqual(['Buy milk (done)', 'Call mom', 'Written offline']);
});

test("the 'Add a task to Today' shortcut puts the cursor in Today's input", async ({ page }) => {
  await signUpThroughApi(page.request, newAccount('Sasha Shortcut'));
  await page.goto('/planner?add=today');
  await expect(input(page, 'today')).toBeFocused();
  // Done once: a reload or a shared link does not do it again.
  await expect(page).toHaveURL(/\/planner$/);
});

test('a new version waits for the user: the toast reloads into it', async ({ browser }) => {
  test.setTimeout(90_000);
  // Its own server on a copy of the build, so changing sw.js touches no other test.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-pwa-dist-'));
  fs.cpSync(webDist, dist, { recursive: true });
  const server = await startDayflowServer({ WEB_DIST: dist });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await signUpThroughApi(page.request, newAccount('Vera Version'));
    await page.goto('/planner');
    await waitForServiceWorker(page);

    // A new build: another sw.js (and its compressed copies, which the server prefers).
    const next = `${fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')}\n// next version\n`;
    fs.writeFileSync(path.join(dist, 'sw.js'), next);
    fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(next));
    fs.writeFileSync(path.join(dist, 'sw.js.gz'), zlib.gzipSync(next));

    await page.reload();
    const toast = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(toast).toBeVisible({ timeout: SW_TIMEOUT });
    const reloadButton = toast.getByRole('button', { name: 'Reload' });
    await expect(reloadButton).toBeVisible();
    await screenshots(page, 1280);

    // Not taken yet: on a phone, after a reload, it is offered again, above the tab bar.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(reloadButton).toBeVisible({ timeout: SW_TIMEOUT });
    await expectToastAboveTabBar(page, toast);
    await screenshots(page, 390);

    await page.evaluate(() => ((window as { beforeUpdate?: true }).beforeUpdate = true));
    const reloaded = page.waitForEvent('load');
    await reloadButton.click();
    // The page reloads under the new worker, which now controls it, with nothing left waiting.
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeUpdate?: true }).beforeUpdate ?? false)).toBe(false);
    await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today, exact: true })).toBeVisible();
    await waitForServiceWorker(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(page.getByText('A new version is ready')).toBeHidden();
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
