import { useId, useState } from 'react';
import { SETTINGS_TEXTS, type AccessToken } from '@dayflow/core';
import { formatDay, formatMoment } from '../format-date';
import { ui } from '../ui';

function TokenRow({ token, now, onRevoke }: { token: AccessToken; now: number; onRevoke: () => Promise<void> }) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setPending(true);
    setError(null);
    try {
      await onRevoke();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };
  const expires = token.expiresAt === null ? null : formatDay(token.expiresAt);
  return (
    <li className={ui.row}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium break-words text-slate-900 dark:text-white">
            {token.name}
          </span>
          <span className={ui.badge}>
            {token.scope === 'read' ? SETTINGS_TEXTS.readOnly : SETTINGS_TEXTS.readWrite}
          </span>
        </p>
        <p className={ui.meta}>
          {SETTINGS_TEXTS.tokenCreatedAt(formatDay(token.createdAt))} ·{' '}
          {SETTINGS_TEXTS.tokenLastUsed(token.lastUsedAt === null ? null : formatMoment(token.lastUsedAt))} ·{' '}
          {SETTINGS_TEXTS.tokenExpires(expires, token.expiresAt !== null && token.expiresAt <= now)}
        </p>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void revoke()}
        disabled={pending}
        aria-describedby={nameId}
        className={ui.quietDanger}
      >
        {SETTINGS_TEXTS.revoke}
      </button>
    </li>
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
  if (tokens.length === 0) return <p className={ui.meta}>{SETTINGS_TEXTS.noTokens}</p>;
  return (
    <ul className="space-y-2">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} now={now} onRevoke={() => onRevoke(token.id)} />
      ))}
    </ul>
  );
}
