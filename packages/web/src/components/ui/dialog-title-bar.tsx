import type { ReactNode } from 'react';
import { X } from 'lucide-react';

interface DialogTitleBarProps {
  /** The heading's id, for the dialog's aria-labelledby. */
  titleId: string;
  /** The title, with an icon before it if any. */
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** The row's alignment and spacing. */
  className?: string;
  /** The close button's colours and offsets. */
  closeClassName?: string;
}

/** A dialog's heading with a round close (×) button at its end. */
export function DialogTitleBar({
  titleId,
  children,
  closeLabel,
  onClose,
  className = '',
  closeClassName = '',
}: DialogTitleBarProps) {
  return (
    <div className={`flex justify-between gap-3 ${className}`}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        {children}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={`grid size-9 shrink-0 place-items-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800 ${closeClassName}`}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
