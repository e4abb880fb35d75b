import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { TEXTS, TWO_FACTOR_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { openProfileMenu, openSignInPopup, submitLocalAccount } from './support/sign-in-popup';

// @db: the two-factor secret and its used codes are kept in the auth library's tables.
test('two-factor turned on in Settings: after the password, the code from the app signs in @db', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await openPlannerAsNewUser(page, 'Tove Totp');
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: TWO_FACTOR_TEXTS.settingsTitle });
  await expect(section).toContainText(TWO_FACTOR_TEXTS.off);
  await section.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }).click();
  await section.getByLabel(TWO_FACTOR_TEXTS.passwordLabel).fill(account.password);
  await section.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }).click();

  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await section.locator('code').textContent())!.trim();
  // The authenticator app's part, computed here with otplib from the secret on the screen.
  await section.getByLabel(TWO_FACTOR_TEXTS.codeLabel, { exact: true }).fill(await generate({ secret }));
  await section.getByRole('button', { name: TWO_FACTOR_TEXTS.verifyButton }).click();
  await expect(section).toContainText(TWO_FACTOR_TEXTS.on);

  await page.goto('/planner');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);

  const popup = await openSignInPopup(page);
  await submitLocalAccount(popup, account, 'signIn');
  await expect(popup.getByRole('heading', { name: TWO_FACTOR_TEXTS.codeTitle })).toBeVisible();
  await popup.getByLabel(TWO_FACTOR_TEXTS.codeLabel, { exact: true }).fill('000000');
  await popup.getByRole('button', { name: TWO_FACTOR_TEXTS.verifyButton }).click();
  await expect(popup.getByText(TWO_FACTOR_TEXTS.wrongCode)).toBeVisible();
  const closed = popup.waitForEvent('close');
  // Each 30-second step's code is taken once, and turning on took this step's: the app's next
  // code (one step ahead is accepted, as clocks drift).
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30, period: 30 });
  await popup.getByLabel(TWO_FACTOR_TEXTS.codeLabel, { exact: true }).fill(nextCode);
  await popup.getByRole('button', { name: TWO_FACTOR_TEXTS.verifyButton }).click();
  await closed;
  await expect(page).toHaveURL(/\/planner$/);
});
