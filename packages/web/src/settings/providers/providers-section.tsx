import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link2 } from 'lucide-react';
import { isSignInErrorCode, signInErrorMessage, SECURITY_TEXTS } from '@dayflow/core';
import { useProfile } from '../../session/session';
import { LoadedStore } from '../loadable';
import { SettingsSection } from '../settings-section';
import { Button, ListRow } from '../../components/ui';
import { ui } from '../ui';
import { providersStore, startLinking, unlinkProvider, type SignInMethod } from './providers-store';

/** Our words for a failed link: the URL's text is never shown (anyone can write a link). */
const linkError = (code: string) => SECURITY_TEXTS.linkErrors[code] ?? signInErrorMessage(code);

function MethodRow({
  method,
  onLink,
  onUnlink,
}: {
  method: SignInMethod;
  onLink: () => void;
  /** Only for a provider while another way to sign in remains. */
  onUnlink?: () => void;
}) {
  return (
    <ListRow>
      <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{method.name}</span>
      {method.linked ? (
        <>
          <span className={ui.badge}>{SECURITY_TEXTS.linked}</span>
          {onUnlink && (
            <Button variant="quietDanger" size="sm" onClick={onUnlink}>
              {SECURITY_TEXTS.unlink(method.name)}
            </Button>
          )}
        </>
      ) : (
        <Button variant="secondary" size="form" onClick={onLink}>
          <Link2 className="size-4" aria-hidden="true" />
          {SECURITY_TEXTS.link(method.name)}
        </Button>
      )}
    </ListRow>
  );
}

/** How this account signs in, with Link for the deployment's providers not linked yet. */
export function ProvidersSection() {
  const store = providersStore(useProfile().id);
  const [params] = useSearchParams();
  const returned = params.get('error');
  const [error, setError] = useState<string | null>(null);
  const link = (provider: string) => {
    setError(null);
    startLinking(provider).catch((failure: unknown) => {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(isSignInErrorCode(message) ? signInErrorMessage(message) : message);
    });
  };
  const unlink = (accountId: string) => {
    setError(null);
    unlinkProvider(accountId).then(store.reload, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  const shown = error ?? (returned === null ? null : linkError(returned));

  return (
    <SettingsSection title={SECURITY_TEXTS.providers} hint={SECURITY_TEXTS.providersHint}>
      <LoadedStore store={store}>
        {(methods) => (
          <ul className="space-y-2">
            {methods.map((method) => (
              <MethodRow
                key={method.id}
                method={method}
                onLink={() => link(method.id)}
                onUnlink={
                  method.linkable && method.accountId && methods.filter((m) => m.linked).length > 1
                    ? () => unlink(method.accountId!)
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </LoadedStore>
      {shown && (
        <p role="alert" className={`mt-3 ${ui.error}`}>
          {shown}
        </p>
      )}
    </SettingsSection>
  );
}
