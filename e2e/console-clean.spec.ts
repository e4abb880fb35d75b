import { expect, test, type Page, type Request } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';

/**
 * Errors the page logs, and requests that failed or answered 4xx/5xx, while `visit` runs. With
 * `fromNavigation`, a failed request counts only from the visit's navigation on: what the page
 * before it still had in flight (its late reads, the drag library after its first paint) is
 * cancelled by that navigation itself.
 */
async function problemsDuring(
  page: Page,
  visit: () => Promise<void>,
  { fromNavigation = false } = {},
): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // A request the previous page had in flight before `visit` (the favicon, fetched late) is
  // cancelled by the reload itself: only requests made during `visit` count.
  const made = new Set<Request>();
  let navigated = !fromNavigation;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigated = true;
    if (navigated) made.add(request);
  });
  page.on('requestfailed', (request) => {
    if (made.has(request)) problems.push(`failed ${new URL(request.url()).pathname}`);
  });
  await visit();
  await page.waitForLoadState('networkidle');
  if (!navigated) problems.push('the visit made no navigation to count from');
  return problems;
}

test.describe('a clean console', () => {
  test('a signed-out visit to /login logs no error and no failed request', async ({ page }) => {
    const problems = await problemsDuring(page, async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
    });
    expect(problems).toEqual([]);
  });

  test('a signed-in visit to /planner logs no error and no failed request', async ({ page }) => {
    await openPlannerAsNewUser(page);
    // Let the first load finish: a reload would cancel its requests (reported as failed).
    await page.waitForLoadState('networkidle');
    const problems = await problemsDuring(
      page,
      async () => {
        await page.reload();
        await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today, exact: true })).toBeVisible();
      },
      { fromNavigation: true },
    );
    expect(problems).toEqual([]);
  });

  test('Log Out logs no error and no failed request', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const problems = await problemsDuring(page, async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
    });
    expect(problems).toEqual([]);
  });
});
