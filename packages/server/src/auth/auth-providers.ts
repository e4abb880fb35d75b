import type { AuthProviders } from '@dayflow/core';
import type { Config } from '../config';
import { OIDC_PROVIDER_ID } from './oidc';

/** The sign-in methods this deployment offers, in the order the popup shows them. */
export function enabledProviders(config: Config): AuthProviders {
  const providers: AuthProviders['providers'] = [];
  if (config.google) providers.push({ id: 'google', name: 'Google', kind: 'google' });
  if (config.oidc) providers.push({ id: OIDC_PROVIDER_ID, name: config.oidc.name, kind: 'oidc' });
  return {
    providers,
    localAccounts: config.localAccounts,
    passwordReset: config.localAccounts && Boolean(config.mail),
    passkeys: config.localAccounts,
  };
}
