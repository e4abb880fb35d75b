import { expect, test } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { openProfileMenu } from './support/sign-in-popup';

test('the splash plays on a first visit; after signing out, Connect is offered at once', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('status')).toHaveText(TEXTS.splashLines[0]!);
  await expect(page.getByRole('button', { name: TEXTS.connectButton })).toHaveCount(0);

  await openPlannerAsNewUser(page);
  await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today, exact: true })).toBeVisible();
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The splash would take 4.4 s to reach its last line; here the last line and the button are
  // there as soon as the page is.
  await expect(page.getByRole('status')).toHaveText(TEXTS.splashLines.at(-1)!, { timeout: 3_000 });
  await expect(page.getByRole('button', { name: TEXTS.connectButton })).toBeVisible({ timeout: 3_000 });
});
