import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { PASSKEY_TEXTS, TEXTS, TWO_FACTOR_TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser } from './support/accounts';
import { openProfileMenu } from './support/sign-in-popup';

/**
 * Chromium's virtual authenticator (CDP): a platform authenticator that keeps resident keys and
 * verifies the user, as a laptop's fingerprint reader would.
 */
async function fingerprintReader(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Adds a passkey on Settings → Security, as the signed-in person would, and waits until it is listed. */
async function addPasskey(page: Page, password: string) {
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: PASSKEY_TEXTS.settingsTitle });
  await section.getByLabel(PASSKEY_TEXTS.passwordLabel).fill(password);
  await section.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expect(section.getByRole('button', { name: PASSKEY_TEXTS.remove })).toHaveCount(1);
}

// @db: passkeys are kept in the auth library's tables.
test('a passkey added in Settings signs in without a password after logging out @db', async ({ page }) => {
  test.setTimeout(60_000);
  const { cdp, authenticatorId } = await fingerprintReader(page);

  const account = await openPlannerAsNewUser(page, 'Pia Passkey');
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: PASSKEY_TEXTS.settingsTitle });
  await expect(section).toContainText(PASSKEY_TEXTS.none);
  await addPasskey(page, account.password);
  await expect(section).not.toContainText(PASSKEY_TEXTS.none);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.goto('/planner');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: TEXTS.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The sign-in page in this tab (the authenticator belongs to this page), no email typed.
  await page.goto('/auth/popup');
  await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
  await expect(page).toHaveURL(/\/planner$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText('P');
  const me = await page.request.get('/api/me');
  expect((await me.json()).email).toBe(account.email);
});

test('a passkey this server does not know is refused, and no session is made', async ({ page }) => {
  await fingerprintReader(page);
  await page.goto('/auth/popup');
  await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSKEY_TEXTS.failed);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

// @db: passkeys and the two-factor secret are kept in the auth library's tables.
test('with two-factor on, a passkey can be the second step after the password @db', async ({ page }) => {
  test.setTimeout(60_000);
  await fingerprintReader(page);
  const account = await openPlannerAsNewUser(page, 'Sam Second');
  await addPasskey(page, account.password);

  // Two-factor on through the API, its first code computed from the secret (the app's part).
  // Same-origin requests, as the page's own would be (the server checks Origin on every write).
  const headers = { origin: new URL(page.url()).origin };
  const enabled = await page.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: account.password },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.ok()).toBe(true);

  await page.context().clearCookies();
  await page.goto('/auth/popup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: TWO_FACTOR_TEXTS.codeTitle })).toBeVisible();
  await page.getByRole('button', { name: PASSKEY_TEXTS.secondFactor }).click();
  await expect(page).toHaveURL(/\/planner$/, { timeout: 10_000 });
  expect(((await (await page.request.get('/api/me')).json()) as { email: string }).email).toBe(account.email);
});

test('a passkey that does not check who holds it cannot sign in alone, and says why', async ({ page }) => {
  test.setTimeout(60_000);
  const { cdp, authenticatorId } = await fingerprintReader(page);
  const account = await openPlannerAsNewUser(page, 'Una Unverified');
  await addPasskey(page, account.password);

  // From now on the authenticator answers without the "user verified" flag, as a security key
  // that is only touched does: it checks no fingerprint, face or PIN.
  await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBadUV: true });
  await page.context().clearCookies();
  await page.goto('/auth/popup');
  await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSKEY_TEXTS.notUserVerified);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('opened by an IP address, the sign-in page says passkeys need a host name instead of offering one', async ({
  page,
  baseURL,
}) => {
  const byAddress = new URL(baseURL!);
  byAddress.hostname = '127.0.0.1';
  await page.goto(new URL('/auth/popup', byAddress).toString());
  await expect(page.getByText(PASSKEY_TEXTS.needsHostName)).toBeVisible();
  await expect(page.getByRole('button', { name: PASSKEY_TEXTS.signIn })).toHaveCount(0);
});
