import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Who signs in at the test provider: any login name, any password (development interactions). */
export const OIDC_TEST_USER = { login: 'grace', name: 'Grace Hopper', email: 'grace@oidc.example.test' };

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with one registered client whose
 * redirect URIs are given. Its development login and consent pages stand in for a provider's UI.
 * The issuer is 127.0.0.1 while Dayflow runs on localhost, so the two are different sites, as a
 * real provider would be.
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dayflow-e2e';
  const clientSecret = 'dayflow-e2e-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub === OIDC_TEST_USER.login ? OIDC_TEST_USER.email : `${sub}@oidc.example.test`,
          email_verified: true,
          name: sub === OIDC_TEST_USER.login ? OIDC_TEST_USER.name : sub,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['dayflow-e2e-cookie-key'] },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
