import { expect, type Page } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import type { TestAccount } from './accounts';

/** The splash shows the connect button after its last line (2 × 2.2 s). */
export const SPLASH_TIMEOUT_MS = 10_000;

export async function waitForConnectButton(page: Page) {
  const connect = page.getByRole('button', { name: TEXTS.connectButton });
  await expect(connect).toBeVisible({ timeout: SPLASH_TIMEOUT_MS });
  return connect;
}

/** Clicks "Connect to Dayflow" on /login and returns the sign-in popup. */
export async function openSignInPopup(page: Page): Promise<Page> {
  const connect = await waitForConnectButton(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), connect.click()]);
  await expect(popup).toHaveURL(/\/auth\/popup$/);
  return popup;
}

/** Fills the local-account form on our sign-in page (popup or full page) and submits it. */
export async function submitLocalAccount(
  signInPage: Page,
  account: TestAccount,
  mode: 'signIn' | 'signUp',
): Promise<void> {
  const tabName = mode === 'signUp' ? 'Create account' : 'Sign in';
  await signInPage.getByRole('tab', { name: tabName }).click();
  if (mode === 'signUp') await signInPage.getByLabel('Name').fill(account.name);
  await signInPage.getByLabel('Email').fill(account.email);
  await signInPage.getByLabel('Password').fill(account.password);
  await signInPage.getByRole('button', { name: tabName, exact: true }).click();
}

/** Opens the header's profile menu (dropdown or bottom sheet). */
export async function openProfileMenu(page: Page): Promise<void> {
  const avatar = page.getByRole('button', { name: 'Profile menu' });
  await avatar.click();
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
}
