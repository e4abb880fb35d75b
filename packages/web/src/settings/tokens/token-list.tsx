import { useId, useRef, useState } from 'react';
import { type AccessToken, SECURITY_TEXTS, SECURITY_FEEDBACK_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { formatDay, formatMoment } from '../format-date';
import { Button, ListRow } from '../../components/ui';
import { ConfirmStrip } from '../confirm-strip';
import { ui } from '../ui';

function TokenRow({ token, now, onRevoke }: { token: AccessToken; now: number; onRevoke: () => Promise<void> }) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  // Revoking cannot be undone and breaks the scripts that use the token: asked first.
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const keep = () => {
    setAsking(false);
    requestAnimationFrame(() => revokeButton.current?.focus());
  };
  const revoke = async () => {
    setPending(true);
    setError(null);
    try {
      await onRevoke();
    } catch (failure) {
      // A 4xx carries the server's reason (the token is already gone); anything else is the network.
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      setError(status >= 400 && status < 500 ? (failure as Error).message : SECURITY_FEEDBACK_TEXTS.revokeFailed);
      setPending(false);
      setAsking(false);
    }
  };
  const expires = token.expiresAt === null ? null : formatDay(token.expiresAt);
  return (
    <ListRow>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium break-words text-slate-900 dark:text-white">
            {token.name}
          </span>
          <span className={ui.badge}>
            {token.scope === 'read' ? SECURITY_TEXTS.readOnly : SECURITY_TEXTS.readWrite}
          </span>
        </p>
        <p className={ui.meta}>
          {SECURITY_TEXTS.tokenCreatedAt(formatDay(token.createdAt))} ·{' '}
          {SECURITY_TEXTS.tokenLastUsed(token.lastUsedAt === null ? null : formatMoment(token.lastUsedAt))} ·{' '}
          {SECURITY_TEXTS.tokenExpires(expires, token.expiresAt !== null && token.expiresAt <= now)}
        </p>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        {asking && (
          <ConfirmStrip
            className="mt-2"
            question={SECURITY_FEEDBACK_TEXTS.revokeQuestion(token.name)}
            confirmLabel={SECURITY_FEEDBACK_TEXTS.revokeConfirm}
            cancelLabel={SECURITY_FEEDBACK_TEXTS.keepToken}
            onConfirm={() => void revoke()}
            onCancel={keep}
            pending={pending}
          />
        )}
      </div>
      {!asking && (
        <Button
          variant="quietDanger"
          size="sm"
          ref={revokeButton}
          onClick={() => setAsking(true)}
          disabled={pending}
          aria-describedby={nameId}
        >
          {SECURITY_TEXTS.revoke}
        </Button>
      )}
    </ListRow>
  );
}

/** The user's tokens, oldest first: what each may do, when it was made and last used. */
export function TokenList({
  tokens,
  now,
  onRevoke,
}: {
  tokens: AccessToken[];
  now: number;
  onRevoke: (id: string) => Promise<void>;
}) {
  if (tokens.length === 0) return <p className={ui.meta}>{SECURITY_TEXTS.noTokens}</p>;
  return (
    <ul className="space-y-2">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} now={now} onRevoke={() => onRevoke(token.id)} />
      ))}
    </ul>
  );
}
