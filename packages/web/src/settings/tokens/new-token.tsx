import { useId, useState } from 'react';
import { ClipboardCheck, Copy } from 'lucide-react';
import { type CreatedAccessToken, SECURITY_TEXTS } from '@dayflow/core';
import { Button, inputLook } from '../../components/ui';

/** The secret, shown this once, with a copy button; Done forgets it. */
export function NewToken({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected, so the user can copy it themselves.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div
      role="status"
      className="space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-700/60 dark:bg-emerald-950/40"
    >
      <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">{SECURITY_TEXTS.tokenCreated}</p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={id} className="sr-only">
          {token.name}
        </label>
        <input
          id={id}
          readOnly
          value={token.token}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputLook} min-w-0 flex-1 basis-64 font-mono text-sm`}
        />
        <Button variant="secondary" size="form" onClick={() => void copy()}>
          {copied ? (
            <ClipboardCheck className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? SECURITY_TEXTS.copied : SECURITY_TEXTS.copy}
        </Button>
        <Button variant="secondary" size="form" onClick={onDone}>
          {SECURITY_TEXTS.done}
        </Button>
      </div>
    </div>
  );
}
