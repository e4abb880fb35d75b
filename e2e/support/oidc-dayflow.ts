import { test } from '@playwright/test';
import { startDayflowServer, type DayflowServer } from './dayflow-server';
import { freePort } from './free-port';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider';

/** The name the Dayflow server under test gives its OpenID provider (its sign-in button says it). */
export const OIDC_PROVIDER_NAME = 'Test SSO';

/**
 * One real OpenID provider and one Dayflow server configured for it, shared by the tests of the
 * calling file in order (one worker), started before and stopped after. Read the two through the
 * returned object once the tests run.
 */
export function useOidcDayflow(): { readonly provider: TestOidcProvider; readonly dayflow: DayflowServer } {
  const started = {} as { provider: TestOidcProvider; dayflow: DayflowServer };
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    started.provider = await startOidcProvider([`http://localhost:${port}/api/auth/oauth2/callback/oidc`]);
    started.dayflow = await startDayflowServer(
      {
        OIDC_ISSUER: started.provider.issuer,
        OIDC_CLIENT_ID: started.provider.clientId,
        OIDC_CLIENT_SECRET: started.provider.clientSecret,
        OIDC_NAME: OIDC_PROVIDER_NAME,
      },
      port,
    );
  });
  test.afterAll(async () => {
    await started.dayflow?.stop();
    await started.provider?.close();
  });
  test.beforeEach(() => test.setTimeout(60_000));
  return started;
}
