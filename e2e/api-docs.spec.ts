import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '@dayflow/core';

test('the API reference renders from this server alone, under its CSP', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  const cspViolations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: new RegExp(`${PRODUCT_NAME} API`) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('/api/tasks/{id}/move').first()).toBeVisible();
  await expect(page.getByText('Live updates (WebSocket)')).toBeVisible();
  expect(foreign).toEqual([]);
  expect(cspViolations).toEqual([]);
});
