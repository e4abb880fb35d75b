import { useId, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ApiRequestError } from '../lib/api';
import { Button, ListRow } from '../components/ui';
import { ui } from './ui';

/** A refusal's own words (4xx: it says what to do), else `fallback` for a fault or a lost network. */
export const refusalOr = (fallback: string) => (failure: unknown) =>
  failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : fallback;

/**
 * One way into the account as Settings lists it — a signed-in session, a trusted browser, a
 * device that gets reminders: what it is, this one marked, when it was made and last used, and
 * the one action that ends it. The action's failure is said under the row, which stays.
 */
export function DeviceRow({
  icon: Icon,
  name,
  badge,
  meta,
  actionLabel,
  onAction,
  failureText,
}: {
  icon: LucideIcon;
  name: string;
  /** Shown beside the name for the device this page runs on ("This device", "This browser"). */
  badge?: string | null;
  meta: ReactNode;
  actionLabel: string;
  onAction: () => Promise<void>;
  failureText: (failure: unknown) => string;
}) {
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async () => {
    setPending(true);
    setError(null);
    try {
      await onAction();
    } catch (failure) {
      setError(failureText(failure));
      setPending(false);
    }
  };
  return (
    <ListRow className={badge ? 'border-indigo-200 dark:border-indigo-500/40' : ''}>
      <Icon className="hidden size-5 shrink-0 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium text-slate-900 dark:text-white">
            {name}
          </span>
          {badge && <span className={ui.badge}>{badge}</span>}
        </p>
        <p className={ui.meta}>{meta}</p>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
      </div>
      <Button variant="quietDanger" size="sm" onClick={() => void act()} disabled={pending} aria-describedby={nameId}>
        {actionLabel}
      </Button>
    </ListRow>
  );
}
