import { expect, test, type Page } from '@playwright/test';
import { OIDC_PROVIDER_NAME, useOidcDayflow } from './support/oidc-dayflow';
import { SECURITY_TEXTS } from '@dayflow/core';

const oidc = useOidcDayflow();

/** A local account, signed in in this page's browser, on its Settings page. */
async function openSettingsAs(page: Page, email: string) {
  const signUp = await page.request.post(`${oidc.dayflow.baseURL}/api/auth/sign-up/email`, {
    data: { email, password: 'correct horse battery', name: 'Lin Linker' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(`${oidc.dayflow.baseURL}/settings/security`);
  const providers = page.getByRole('region', { name: SECURITY_TEXTS.providers });
  await expect(
    providers.getByRole('listitem').filter({ hasText: SECURITY_TEXTS.providerNames.credential! }),
  ).toContainText(SECURITY_TEXTS.linked, { timeout: 10_000 });
  return providers;
}

/** At the provider (oidc-provider's development UI): sign in as `login` and consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${oidc.provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// @db: the provider's account is linked in the auth library's tables.
test('links the provider to the signed-in account, and comes back to Settings @db', async ({ page }) => {
  const providers = await openSettingsAs(page, 'linker@oidc.example.test');
  const sso = providers.getByRole('listitem').filter({ hasText: OIDC_PROVIDER_NAME });
  await sso.getByRole('button', { name: SECURITY_TEXTS.link(OIDC_PROVIDER_NAME), exact: true }).click();
  await signInAtProvider(page, 'linker');

  await expect(page).toHaveURL(`${oidc.dayflow.baseURL}/settings/security`);
  await expect(sso).toContainText(SECURITY_TEXTS.linked);
  await expect(sso.getByRole('button', { name: SECURITY_TEXTS.link(OIDC_PROVIDER_NAME), exact: true })).toHaveCount(0);
  const listAccounts = async () =>
    (
      (await (await page.request.get(`${oidc.dayflow.baseURL}/api/auth/list-accounts`)).json()) as {
        providerId: string;
      }[]
    )
      .map((a) => a.providerId)
      .sort();
  expect(await listAccounts()).toEqual(['credential', 'oidc']);

  // And back: Unlink removes it while the password still signs in.
  await sso.getByRole('button', { name: SECURITY_TEXTS.unlink(OIDC_PROVIDER_NAME) }).click();
  await expect(sso.getByRole('button', { name: SECURITY_TEXTS.link(OIDC_PROVIDER_NAME), exact: true })).toBeVisible();
  expect(await listAccounts()).toEqual(['credential']);
});

test('a provider account with another email is not linked, and Settings says why', async ({ page }) => {
  const providers = await openSettingsAs(page, 'someone-else@example.test');
  const sso = providers.getByRole('listitem').filter({ hasText: OIDC_PROVIDER_NAME });
  await sso.getByRole('button', { name: SECURITY_TEXTS.link(OIDC_PROVIDER_NAME), exact: true }).click();
  await signInAtProvider(page, 'grace');

  await expect(page).toHaveURL(/\/settings\/security\?error=email_does_not_match$/);
  await expect(providers.getByRole('alert')).toHaveText(SECURITY_TEXTS.linkErrors.email_does_not_match!);
  await expect(sso.getByRole('button', { name: SECURITY_TEXTS.link(OIDC_PROVIDER_NAME), exact: true })).toBeVisible();
});
