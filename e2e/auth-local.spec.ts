import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { openProfileMenu, openSignInPopup, submitLocalAccount, waitForConnectButton } from './support/sign-in-popup';

async function expectSignedInAs(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText(name[0]!.toUpperCase());
  await openProfileMenu(page);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

test.describe('local accounts through the sign-in popup', () => {
  // @db: accounts and sessions are kept in the auth library's tables.
  test('create an account, log out, sign in again @db', async ({ page }) => {
    // Two passes through the splash and the popup.
    test.setTimeout(60_000);
    const account = newAccount('Lin Local');
    await page.goto('/login');

    const popup = await openSignInPopup(page);
    const closed = popup.waitForEvent('close');
    await submitLocalAccount(popup, account, 'signUp');
    await closed;
    await expectSignedInAs(page, account.name, account.email);

    await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Logout replaced the history entry: Back does not return to the planner.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/planner$/);
    await page.goto('/planner');
    await expect(page).toHaveURL(/\/login$/);

    const again = await openSignInPopup(page);
    const closedAgain = again.waitForEvent('close');
    await submitLocalAccount(again, account, 'signIn');
    await closedAgain;
    await expectSignedInAs(page, account.name, account.email);
  });

  test('a wrong password says so in the popup, which stays open', async ({ page }) => {
    const account = await signUpThroughApi(page.context().request, newAccount('Wes Wrong'));
    // The account exists; this browser is not signed in to it.
    await page.context().clearCookies();
    await page.goto('/login');
    const popup = await openSignInPopup(page);
    const failures: string[] = [];
    popup.on('console', (message) => message.type() === 'error' && failures.push(message.text()));

    await submitLocalAccount(popup, { ...account, password: 'not my password' }, 'signIn');
    await expect(popup.getByRole('alert')).toHaveText('Wrong email or password.');
    expect(failures.some((text) => text.startsWith(TEXTS.loginFailedLog))).toBe(true);
    expect(popup.isClosed()).toBe(false);
    await expect(page).toHaveURL(/\/login$/);

    // An unknown email reads exactly the same.
    await submitLocalAccount(popup, { ...account, email: `nobody-${Date.now()}@example.test` }, 'signIn');
    await expect(popup.getByRole('alert')).toHaveText('Wrong email or password.');

    const closed = popup.waitForEvent('close');
    await submitLocalAccount(popup, account, 'signIn');
    await closed;
    await expect(page).toHaveURL(/\/planner$/);
  });

  test('a blocked popup falls back to the sign-in page in the same window', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const account = newAccount('Bea Blocked');
    await page.goto('/login');
    await (await waitForConnectButton(page)).click();
    await expect(page).toHaveURL(/\/auth\/popup$/);

    await submitLocalAccount(page, account, 'signUp');
    await expectSignedInAs(page, account.name, account.email);
  });
});
