import { useState } from 'react';
import { type CreatedAccessToken, SECURITY_TEXTS } from '@dayflow/core';
import { useNow } from '../../hooks/use-now';
import { useProfile } from '../../session/session';
import { useConfirmItIsYou } from '../confirm/confirm-it-is-you';
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
  const { confirmed, dialog } = useConfirmItIsYou();
  // The secret lives only here, only until Done: the server keeps its hash alone.
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <SettingsSection title={SECURITY_TEXTS.tokens} hint={SECURITY_TEXTS.tokensHint}>
      <div className="space-y-5">
        <CreateTokenForm create={(input) => confirmed(() => store.create(input))} onCreated={setCreated} />
        {dialog}
        {created && <NewToken token={created} onDone={() => setCreated(null)} />}
        <LoadedStore store={store}>
          {(tokens) => <TokenList tokens={tokens} now={now} onRevoke={store.revoke} />}
        </LoadedStore>
      </div>
    </SettingsSection>
  );
}
