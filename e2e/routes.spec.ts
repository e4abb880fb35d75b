import { expect, test } from '@playwright/test';
import { TEXTS } from '@dayflow/core';

test.describe('signed-out visitor', () => {
  for (const path of ['/', '/planner', '/does-not-exist', '/planner/extra']) {
    test(`${path} leads to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });
    });
  }

  test('/login shows the login screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/coming-soon is a public placeholder with its texts', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { name: TEXTS.comingSoonHeading })).toBeVisible();
    await expect(page.getByText(TEXTS.comingSoonMessage)).toBeVisible();
    await expect(page.getByText(TEXTS.comingSoonBadge)).toBeVisible();
    await expect(page.getByText(/©\s*\d{4} Dayflow/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dayflow home' })).toBeVisible();
  });

  test('/notes is the signed-in Notes workspace: signed out, it leads to sign-in as /planner does', async ({
    page,
  }) => {
    await page.goto('/notes');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('serves hashed assets with long caching and pages with CSP', async ({ request }) => {
    const html = await request.get('/login');
    expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
    const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toContain('immutable');
  });
});
