import { expect, test, type Page } from '@playwright/test';
import { TEXTS, type Task } from '@dayflow/core';
import { newAccount, openPlannerAsNewUser, signUpThroughApi } from './support/accounts';

// What the server's headers promise, checked where it matters: in a real browser. The app runs
// under its CSP without a single violation, its own writes pass the Origin check with the
// Referrer-Policy in force, and a page on another site can neither write nor frame it.

const ATTACKER = 'http://attacker.test';

/** Collects CSP violations from the first moment of every document (init scripts ignore CSP). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

async function tasksOf(page: Page): Promise<Task[]> {
  const response = await page.request.get('/api/tasks');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tasks: Task[] }).tasks;
}

test.describe('browser security', () => {
  test('the planner runs under its CSP with no violation, and its own writes are accepted', async ({ page }) => {
    const violations = await watchCsp(page);
    const login = await page.goto('/login');
    const headers = login!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['content-security-policy']).not.toContain("unsafe-inline' 'self");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });

    await openPlannerAsNewUser(page);
    const composer = page.getByPlaceholder(TEXTS.placeholders.today);
    await composer.fill('Written under a strict CSP');
    await composer.press('Enter');
    // Saved on the server: the browser's own POST carried an Origin the server accepted.
    await expect
      .poll(async () => (await tasksOf(page)).map((task) => task.text))
      .toEqual(['Written under a strict CSP']);
    await page.reload();
    await expect(page.getByText('Written under a strict CSP')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a page on another site can neither write with the visitor’s session nor frame the planner', async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page.request, newAccount('Victim'));
    await page.goto('/planner');
    await expect(page.getByPlaceholder(TEXTS.placeholders.today)).toBeVisible();
    const before = await tasksOf(page);

    const attempts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseURL}/api/`)) attempts.push(`${request.method()} ${request.url()}`);
    });
    await page.route(`${ATTACKER}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Free prizes</title>
          <iframe id="victim" src="${baseURL}/planner" width="600" height="400"></iframe>
          <form id="csrf" method="POST" action="${baseURL}/api/tasks" enctype="text/plain" target="sink">
            <input name='{"clientKey":"csrf-form-0001","text":"pwned by form","x":"' value='"}'>
          </form>
          <iframe name="sink"></iframe>
          <script>
            fetch(${JSON.stringify(`${baseURL}/api/tasks`)}, {
              method: 'POST', mode: 'no-cors', credentials: 'include',
              headers: { 'content-type': 'text/plain' },
              body: JSON.stringify({ clientKey: 'csrf-fetch-0001', text: 'pwned by fetch' }),
            }).finally(() => { document.title = 'fetch sent'; });
            document.getElementById('csrf').submit();
          </script>`,
      }),
    );
    const attackerPage = await page.goto(`${ATTACKER}/prize`);
    expect(attackerPage!.ok()).toBe(true);
    await expect(page).toHaveTitle('fetch sent');
    // Both forged writes really reached the server (so the refusal below is the server's doing).
    await expect.poll(() => attempts.filter((a) => a.startsWith('POST')).length).toBeGreaterThanOrEqual(2);

    // The framed planner is blocked (frame-ancestors 'none'): the browser puts its error page there.
    const victim = await page.locator('#victim').elementHandle();
    await expect.poll(async () => (await victim!.contentFrame())?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').getByPlaceholder(TEXTS.placeholders.today)).toHaveCount(0);

    await page.goto('/planner');
    expect(await tasksOf(page)).toEqual(before);
  });
});
