import { useState } from 'react';
import { SETTINGS_TEXTS, type CreatedAccessToken } from '@dayflow/core';
import { useNow } from '../../hooks/use-now';
import { useProfile } from '../../session/session';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { CreateTokenForm } from './create-token-form';
import { NewToken } from './new-token';
import { TokenList } from './token-list';
import { tokensStore } from './tokens-store';

/** Personal access tokens: create (the secret shown once), list, revoke. */
export function TokensSection() {
  const store = tokensStore(useProfile().id);
  const now = useNow();
  // The secret lives only here, only until Done: the server keeps its hash alone.
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <SettingsSection title={SETTINGS_TEXTS.tokens} hint={SETTINGS_TEXTS.tokensHint}>
      <div className="space-y-5">
        <CreateTokenForm store={store} onCreated={setCreated} />
        {created && <NewToken token={created} onDone={() => setCreated(null)} />}
        <LoadedStore store={store}>
          {(tokens) => <TokenList tokens={tokens} now={now} onRevoke={store.revoke} />}
        </LoadedStore>
      </div>
    </SettingsSection>
  );
}
