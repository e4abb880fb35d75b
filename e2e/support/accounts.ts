import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

export function newAccount(name = 'Pat Planner'): TestAccount {
  return {
    email: `e2e-${crypto.randomBytes(6).toString('hex')}@example.test`,
    password: 'correct horse battery',
    name,
  };
}

/**
 * Creates a local account through the real sign-up API; the session cookie lands in the
 * page's browser context, so the next navigation is signed in.
 */
export async function signUpThroughApi(request: APIRequestContext, account = newAccount()): Promise<TestAccount> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, name: account.name },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** A signed-in page at /planner for a brand-new user. */
export async function openPlannerAsNewUser(page: Page, name?: string): Promise<TestAccount> {
  const account = await signUpThroughApi(page.request, newAccount(name));
  await page.goto('/planner');
  return account;
}

/** Signs an existing account in within another browser context (a second device). */
export async function signInThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
