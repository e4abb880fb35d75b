import { useEffect, useState } from 'react';
import type { AuthProviders } from '@dayflow/core';
import { fetchProviders } from './auth-api';

export type ProvidersState = { status: 'loading' } | { status: 'ready'; value: AuthProviders } | { status: 'failed' };

/** What this deployment offers (Google, an OpenID provider, local accounts), asked once. */
export function useAuthProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchProviders().then(
      (value) => live && setState({ status: 'ready', value }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
