import { useEffect, useRef, useState } from 'react';
import { LogOut } from 'lucide-react';
import { EndedAccessSchema, SECURITY_FEEDBACK_TEXTS, SECURITY_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { readJson } from '../../lib/read-json';
import { useProfile } from '../../session/session';
import { Button } from '../../components/ui';
import { ConfirmationCancelled, useConfirmItIsYou } from '../confirm/confirm-it-is-you';
import { ConfirmStrip } from '../confirm-strip';
import { SettingsSection } from '../settings-section';
import { ui } from '../ui';
import { reloadWaysIn } from './ways-in';

/**
 * Sign out everywhere: ends every way in but this browser's session (other sessions, tokens, the
 * calendar link, push devices, trusted browsers, reset links), after a question and, when the
 * session is not fresh, the password or a passkey; then says what was ended.
 */
export function SignOutEverywhereSection() {
  const uid = useProfile().id;
  const { confirmed, dialog } = useConfirmItIsYou();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const signOutEverywhere = async () => {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const ended = await confirmed(() =>
        readJson('/api/account/sign-out-everywhere', EndedAccessSchema, { method: 'POST', body: {} }),
      );
      setDone(SECURITY_FEEDBACK_TEXTS.ended(ended));
      reloadWaysIn(uid);
    } catch (failure) {
      if (!(failure instanceof ConfirmationCancelled))
        setError(
          failure instanceof ApiRequestError && failure.status < 500
            ? failure.message
            : SECURITY_FEEDBACK_TEXTS.signOutEverywhereFailed,
        );
    } finally {
      setPending(false);
      setAsking(false);
    }
  };
  // Whichever way the question closes (Cancel, done, the confirm dialog cancelled), focus goes
  // back to the button that asked it rather than to the page's start.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) startButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  return (
    <SettingsSection title={SECURITY_TEXTS.signOutEverywhere} hint={SECURITY_TEXTS.signOutEverywhereHint} tone="danger">
      <div className="space-y-3">
        {asking ? (
          <ConfirmStrip
            question={SECURITY_TEXTS.signOutEverywhereQuestion}
            confirmLabel={SECURITY_TEXTS.signOutEverywhereConfirm}
            cancelLabel={SECURITY_TEXTS.cancel}
            onConfirm={() => void signOutEverywhere()}
            onCancel={() => setAsking(false)}
            pending={pending}
          />
        ) : (
          <Button ref={startButton} variant="danger" size="form" onClick={() => setAsking(true)}>
            <LogOut className="size-4" aria-hidden="true" />
            {SECURITY_TEXTS.signOutEverywhere}
          </Button>
        )}
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <p role="status" className={done ? 'text-sm text-slate-700 dark:text-slate-200' : 'sr-only'}>
          {done}
        </p>
        {dialog}
      </div>
    </SettingsSection>
  );
}
