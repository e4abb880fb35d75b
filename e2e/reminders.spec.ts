import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { NUDGE_TEXTS, REMINDER_SETTINGS_TEXTS, REMINDER_TEXTS, SECURITY_TEXTS, type Task } from '@dayflow/core';
import { openPlannerAsNewUser, signInThroughApi, signUpThroughApi } from './support/accounts';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { faketimeEnv } from './support/faketime';
import { list, row } from './support/planner';

const DAY = 86_400_000;
// The service worker registers a few seconds after load (app/service-worker/register-later.ts).
const SW_TIMEOUT = 20_000;

const createTask = async (page: Page, text: string, remindAt: number) => {
  const response = await page.request.post('/api/tasks', {
    data: {
      clientKey: `e2e-${Math.random().toString(36).slice(2, 12)}`,
      text,
      section: 'today',
      remindAt: new Date(remindAt).toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Task;
};
const taskOnServer = async (page: Page, id: string) =>
  ((await (await page.request.get('/api/tasks')).json()) as { tasks: Task[] }).tasks.find((t) => t.id === id);

test.describe('on a server two days ahead', () => {
  // A server whose clock runs two days ahead of this machine's, and a browser that shows the same
  // time: the reminder falls due by the browser's clock, not the machine's.
  let server: DayflowServer;
  const offset = 2 * DAY;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startDayflowServer(faketimeEnv(offset));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a reminder that falls due with the planner open shows a toast; Done completes the task', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    const start = Date.now() + offset;
    await page.clock.install({ time: start });
    await signUpThroughApi(page.request);
    const task = await createTask(page, 'Call Ada about the engine', start + 5 * 60_000);
    await page.goto('/planner');
    const today = list(page, 'today');
    const badge = row(today, task.text).getByRole('img', { name: /^Reminder at/ });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-reminder-state', 'set');

    await page.clock.fastForward(5 * 60_000 + 1000);
    const toast = page.getByRole('status').filter({ hasText: task.text });
    await expect(toast).toContainText(REMINDER_TEXTS.notificationTitle);
    await expect(badge).toHaveAttribute('data-reminder-state', 'due');
    await toast.getByRole('button', { name: REMINDER_TEXTS.done }).click();
    await expect(row(today, task.text)).toHaveCount(0);
    await expect.poll(async () => (await taskOnServer(page, task.id))?.completed).toBe(true);
    await context.close();
  });
});

async function serviceWorkerOf(context: BrowserContext, page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: SW_TIMEOUT })
    .toBe('activated');
  return context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js'))!;
}

/**
 * This Chromium cannot reach a push service: the browser's subscribe answers with a Chrome-like
 * subscription, as it would on a phone. The server accepts it (an FCM address) and sends nothing
 * to it here (no reminder falls due for this user).
 */
const fakeBrowserPush = (page: Page) =>
  page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const fake = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
      toJSON: () => ({
        endpoint: fake.endpoint,
        expirationTime: null,
        keys: { p256dh: 'BNc'.padEnd(87, 'A'), auth: 'e2eAuthSecret0000000AA' },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => (current = fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => current;
  });

// @db: the device's subscription is counted and saved with the user's row locked (FOR UPDATE on
//   PostgreSQL).
test('the permission flow turns notifications on for this device and off again @db', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
  const page = await context.newPage();
  await fakeBrowserPush(page);
  await openPlannerAsNewUser(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: REMINDER_SETTINGS_TEXTS.settingsHeading, exact: true });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn }).click();
  expect((await saved).status()).toBe(201);
  await expect(section.getByText(REMINDER_SETTINGS_TEXTS.on)).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  // The device is listed, marked as this one, never yet reached.
  const devices = section.getByRole('region', { name: REMINDER_SETTINGS_TEXTS.devicesHeading });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText(SECURITY_TEXTS.thisDevice);
  await expect(devices.getByRole('listitem')).toContainText(REMINDER_SETTINGS_TEXTS.lastDelivered(null));

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await section.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOff }).click();
  expect((await removed).status()).toBe(204);
  await expect(section.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeVisible();
  await context.close();
});

test('Remove in the device list turns notifications off for that device', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
  const page = await context.newPage();
  await fakeBrowserPush(page);
  await openPlannerAsNewUser(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: REMINDER_SETTINGS_TEXTS.settingsHeading, exact: true });
  const devices = section.getByRole('region', { name: REMINDER_SETTINGS_TEXTS.devicesHeading });
  await expect(devices.getByText(REMINDER_SETTINGS_TEXTS.noDevices)).toBeVisible();
  await section.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn }).click();
  await expect(devices.getByRole('listitem')).toContainText(SECURITY_TEXTS.thisDevice);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: test.info().outputPath(`push-devices-${width}.png`) });
  }

  const removed = page.waitForResponse(
    (r) => /\/api\/push\/devices\/[^/]+$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await devices.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.removeDevice }).click();
  expect((await removed).status()).toBe(204);
  await expect(devices.getByText(REMINDER_SETTINGS_TEXTS.noDevices)).toBeVisible();
  await expect(section.getByRole('button', { name: REMINDER_SETTINGS_TEXTS.turnOn })).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();
  await page.reload();
  await expect(devices.getByText(REMINDER_SETTINGS_TEXTS.noDevices)).toBeVisible();
  await context.close();
});

test('the service worker answers Done and Snooze 10 min from the notification, without the app', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
  const page = await context.newPage();
  await openPlannerAsNewUser(page);
  const worker = await serviceWorkerOf(context, page);
  const later = Date.now() + 3_600_000;
  const done = await createTask(page, 'Water the plants', later);
  const snoozed = await createTask(page, 'Stretch', later);

  // The notification the worker shows for a push (its push handler needs a real push, which this
  // Chromium cannot receive; the server tests prove that leg), then the worker's own click
  // handler for the button: it calls the API with the session cookie, with no page involved.
  const click = (task: Task, action: string) =>
    worker.evaluate(
      async ({ task, action, texts }) => {
        // The worker's global scope (the e2e project has no WebWorker types).
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          dayflowReminders: { onNotificationClick(n: Notification, a: string): Promise<unknown> };
        };
        await scope.registration.showNotification(texts.title, {
          body: task.text,
          tag: `reminder-${task.id}`,
          data: { type: 'reminder', taskId: task.id, text: task.text, snoozeMs: 600_000 },
        });
        const [notification] = await scope.registration.getNotifications({ tag: `reminder-${task.id}` });
        await scope.dayflowReminders.onNotificationClick(notification!, action);
        return (await scope.registration.getNotifications({ tag: `reminder-${task.id}` })).length;
      },
      { task, action, texts: { title: REMINDER_TEXTS.notificationTitle } },
    );

  expect(await click(done, 'done')).toBe(0);
  await expect.poll(async () => (await taskOnServer(page, done.id))?.completed).toBe(true);
  const before = Date.now();
  await click(snoozed, 'snooze');
  await expect
    .poll(async () => Date.parse((await taskOnServer(page, snoozed.id))?.remindAt ?? '0') - before)
    .toBeGreaterThanOrEqual(600_000 - 1000);
  expect(Date.parse((await taskOnServer(page, snoozed.id))!.remindAt!) - Date.now()).toBeLessThanOrEqual(600_000);
  // The open planner hears of both through the live stream.
  await expect(row(list(page, 'today'), done.text)).toHaveCount(0);
  await context.close();
});

test('with the session gone, Done in a notification opens the app instead', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
  const page = await context.newPage();
  const account = await openPlannerAsNewUser(page);
  const worker = await serviceWorkerOf(context, page);
  const task = await createTask(page, 'Renew the passport', Date.now() + 3_600_000);
  await context.clearCookies();
  const opened = await worker.evaluate(
    async ({ task, title }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        clients: { matchAll: () => Promise<unknown[]>; openWindow: (url: string) => Promise<null> };
        dayflowReminders: { onNotificationClick(n: Notification, a: string): Promise<unknown> };
      };
      // Where the worker would open a window (only a real click may): noted instead.
      let url: string | null = null;
      scope.clients.matchAll = async () => [];
      scope.clients.openWindow = async (to: string) => {
        url = to;
        return null;
      };
      await scope.registration.showNotification(title, {
        body: task.text,
        tag: `reminder-${task.id}`,
        data: { type: 'reminder', taskId: task.id, text: task.text, snoozeMs: 600_000 },
      });
      const [notification] = await scope.registration.getNotifications({ tag: `reminder-${task.id}` });
      await scope.dayflowReminders.onNotificationClick(notification!, 'done');
      return url;
    },
    { task, title: REMINDER_TEXTS.notificationTitle },
  );
  expect(opened).toBe('/planner');
  await signInThroughApi(page.request, account);
  expect((await taskOnServer(page, task.id))?.completed).toBe(false);
  await context.close();
});

test('Settings: daily nudges are off until ticked, and keep their times', async ({ page }) => {
  await openPlannerAsNewUser(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: NUDGE_TEXTS.heading });
  for (const kind of ['plan', 'review', 'streak'] as const) {
    await expect(section.getByRole('checkbox', { name: NUDGE_TEXTS[kind] })).not.toBeChecked();
  }
  // At 1280 px each time box sits on its tick box's line, to its right, not stretched below it.
  const tick = (await section.getByRole('checkbox', { name: NUDGE_TEXTS.plan }).boundingBox())!;
  const time = (await section.getByLabel(NUDGE_TEXTS.at(NUDGE_TEXTS.plan)).boundingBox())!;
  expect(time.y).toBeLessThan(tick.y + tick.height);
  expect(time.y + time.height).toBeGreaterThan(tick.y);
  expect(time.x).toBeGreaterThan(tick.x + tick.width);
  await section.getByRole('checkbox', { name: NUDGE_TEXTS.plan }).check();
  await section.getByLabel(NUDGE_TEXTS.at(NUDGE_TEXTS.plan)).fill('07:30');
  await section.getByRole('checkbox', { name: NUDGE_TEXTS.quiet }).check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/nudges') && r.request().method() === 'PUT');
  await section.getByRole('button', { name: NUDGE_TEXTS.save }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(section.getByRole('checkbox', { name: NUDGE_TEXTS.plan })).toBeChecked();
  await expect(section.getByLabel(NUDGE_TEXTS.at(NUDGE_TEXTS.plan))).toHaveValue('07:30');
  await expect(section.getByRole('checkbox', { name: NUDGE_TEXTS.review })).not.toBeChecked();
  expect(await (await page.request.get('/api/nudges')).json()).toEqual({
    plan: '07:30',
    review: null,
    streak: null,
    quietFrom: '22:00',
    quietUntil: '07:00',
  });
});

// @db: the calendar feed is found by its hashed token and lists the timed tasks and routines in
//   one query.
test('Settings: the calendar link is copied, serves the timed tasks, and is turned off @db', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await openPlannerAsNewUser(page);
  await createTask(page, 'Dentist at three', Date.now() + 3_600_000);
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: SECURITY_TEXTS.feedHeading });
  await section.getByRole('button', { name: SECURITY_TEXTS.feedCreate }).click();
  await section.getByRole('button', { name: SECURITY_TEXTS.feedCopy }).click();
  await expect(page.getByText(SECURITY_TEXTS.feedCopied)).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  // A calendar app has no session: a fresh request context, no cookies.
  const calendar = await playwrightRequest.newContext();
  const feed = await calendar.get(url);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Dentist at three');
  await section.getByRole('button', { name: SECURITY_TEXTS.feedRevoke }).click();
  await expect.poll(async () => (await calendar.get(url)).status()).toBe(404);
  await calendar.dispose();
  await context.close();
});
