import { expect, test } from '@playwright/test';
import { TEXTS } from '@dayflow/core';

test('a cold /login receives its scripts and styles brotli-compressed', async ({ page }) => {
  const assets = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(js|css)$/.test(pathname)) return;
    const headers = await response.allHeaders();
    expect(headers.vary ?? '', pathname).toMatch(/accept-encoding/i);
    assets.set(pathname, headers['content-encoding']);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 10_000 });

  // The entry script and the stylesheet are far over 1 kB, so both have a brotli copy to send.
  const html = await (await page.request.get('/login')).text();
  const entry = html.match(/\/assets\/[^"]+\.js/)?.[0];
  const stylesheet = html.match(/\/assets\/[^"]+\.css/)?.[0];
  expect(entry && stylesheet).toBeTruthy();
  expect(assets.get(entry!)).toBe('br');
  expect(assets.get(stylesheet!)).toBe('br');
  // Chunks under 1 kB travel as they are; nothing arrives in any other encoding.
  for (const [pathname, encoding] of assets) expect([undefined, 'br'], pathname).toContain(encoding);
});
