import { expect, test } from '@playwright/test';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TEXTS } from '@dayflow/core';
import { linkIn, startMailCatcher, type MailCatcher } from '../packages/server/test/support/mail-catcher';
import { startDayflowServer, type DayflowServer } from './support/dayflow-server';
import { freePort } from './support/free-port';

// A Dayflow server with outgoing mail, sending to a real SMTP server started here; the person
// follows the mailed link in the browser as they would from their inbox.
const started = {} as { mail: MailCatcher; dayflow: DayflowServer };
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  started.mail = await startMailCatcher();
  const port = await freePort();
  started.dayflow = await startDayflowServer(
    { SMTP_URL: started.mail.url, MAIL_FROM: 'Dayflow <plan@example.test>', PUBLIC_URL: `http://localhost:${port}` },
    port,
  );
});
test.afterAll(async () => {
  await started.dayflow?.stop();
  await started.mail?.close();
});

// @db: the reset link is kept in the auth library's tables and spent by raw SQL.
test('a forgotten password is reset from the mailed link, and the new one signs in @db', async ({ page }) => {
  const { baseURL } = started.dayflow;
  const email = `forgetful-${Date.now()}@example.test`;
  const signUp = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email, password: 'correct horse battery', name: 'Fay Forgetful' },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto(`${baseURL}/auth/popup`);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.forgotLink }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.sendButton }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.requested);

  const mail = await started.mail.next(email);
  await page.goto(linkIn(mail, `${baseURL}/api/auth/reset-password/`));
  await expect(page).toHaveURL(new RegExp(`${PASSWORD_RESET_PATH}\\?token=`));
  await page.getByLabel('New password').fill('password');
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.saveButton }).click();
  await expect(page.getByText(/most common/)).toBeVisible();
  await page.getByLabel('New password').fill('quiet orchard at dawn');
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.saveButton }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.done);

  await page.goto(`${baseURL}/auth/popup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('quiet orchard at dawn');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/planner`, { timeout: 10_000 });

  // The link was good once.
  await page.context().clearCookies();
  await page.goto(linkIn(mail, `${baseURL}/api/auth/reset-password/`));
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_TEXTS.invalidLink);
});
