import { CloudOff, RefreshCw } from 'lucide-react';
import { useSyncStatus } from '../sync';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * A small pill while saves are pending or the server is unreachable; nothing while all is saved.
 * The live region stays mounted so screen readers hear each change of state.
 */
export function SyncStatusIndicator({ className = '' }: { className?: string }) {
  const { state, pending } = useSyncStatus();
  const pill =
    'pointer-events-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-medium shadow-md ring-1';
  return (
    <div role="status" className={`pointer-events-none fixed z-40 ${className}`}>
      {state === 'offline' && (
        <span
          className={`${pill} bg-slate-900 text-white ring-slate-900/10 dark:bg-slate-100 dark:text-slate-900 dark:ring-white/10`}
        >
          <CloudOff className="size-3.5" aria-hidden="true" />
          Offline{pending > 0 ? ` · ${changes(pending)} kept on this device` : ''}
        </span>
      )}
      {state === 'syncing' && pending > 0 && (
        <span
          className={`${pill} bg-white text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700`}
        >
          <RefreshCw className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Syncing {pending}
        </span>
      )}
    </div>
  );
}
