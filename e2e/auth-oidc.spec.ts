import { expect, test, type Page } from '@playwright/test';
import { OIDC_PROVIDER_NAME, useOidcDayflow } from './support/oidc-dayflow';
import { TEXTS } from '@dayflow/core';
import { OIDC_TEST_USER } from './support/oidc-provider';
import { openProfileMenu, openSignInPopup } from './support/sign-in-popup';

const oidc = useOidcDayflow();

/** In the popup: choose the provider; its login page (oidc-provider's development UI) opens. */
async function goToProvider(popup: Page) {
  await popup.getByRole('button', { name: `Continue with ${OIDC_PROVIDER_NAME}` }).click();
  await expect(popup).toHaveURL(new RegExp(`^${oidc.provider.issuer}/interaction/`));
}

// @db: the provider's sign-in makes the account and keeps its state in the auth library's tables.
test('signs in through the provider: the popup closes and the opener lands on /planner @db', async ({ page }) => {
  await page.goto(`${oidc.dayflow.baseURL}/login`);
  const popup = await openSignInPopup(page);
  await goToProvider(popup);

  await popup.getByPlaceholder('Enter any login').fill(OIDC_TEST_USER.login);
  await popup.getByPlaceholder('and password').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  await expect(page).toHaveURL(`${oidc.dayflow.baseURL}/planner`);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText('G');
  await openProfileMenu(page);
  await expect(page.getByText(OIDC_TEST_USER.name, { exact: true })).toBeVisible();
  await expect(page.getByText(OIDC_TEST_USER.email, { exact: true })).toBeVisible();

  // The session is the server's: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText('G');
});

test('closing the popup stops the wait with a note, and Connect works again', async ({ page }) => {
  await page.goto(`${oidc.dayflow.baseURL}/login`);
  const popup = await openSignInPopup(page);
  await expect(popup.getByRole('button', { name: `Continue with ${OIDC_PROVIDER_NAME}` })).toBeVisible();
  await popup.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp/dayflow-shots'}/signin-popup-oidc.png` });
  await goToProvider(popup);
  await expect(page.getByText('Finish signing in in the window that opened.')).toBeVisible();

  await popup.close();
  await expect(page.getByText('The sign-in window was closed before you finished.')).toBeVisible();
  await expect(page.getByText('Finish signing in in the window that opened.')).toBeHidden();
  await expect(page).toHaveURL(`${oidc.dayflow.baseURL}/login`);

  const again = await openSignInPopup(page);
  await expect(again.getByRole('button', { name: `Continue with ${OIDC_PROVIDER_NAME}` })).toBeVisible();
  await again.close();
});

test('a provider refusal (access_denied) closes the popup and shows what happened', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${oidc.dayflow.baseURL}/login`);
  const popup = await openSignInPopup(page);
  await goToProvider(popup);

  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  await closed;

  await expect(page.getByText('Sign-in was declined at the provider.')).toBeVisible();
  await expect(page).toHaveURL(`${oidc.dayflow.baseURL}/login`);
  expect(errors.some((text) => text.startsWith(TEXTS.loginFailedLog) && text.includes('access_denied'))).toBe(true);
});
