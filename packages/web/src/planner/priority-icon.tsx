import { ChevronsDown, ChevronsUp, Equal, type LucideIcon } from 'lucide-react';
import type { Priority } from '@dayflow/core';

export const PRIORITY_META: Record<Priority, { icon: LucideIcon; color: string; label: string }> = {
  High: { icon: ChevronsUp, color: 'text-rose-600 dark:text-rose-400', label: 'High priority' },
  Medium: { icon: Equal, color: 'text-amber-600 dark:text-amber-400', label: 'Medium priority' },
  Low: { icon: ChevronsDown, color: 'text-sky-600 dark:text-sky-400', label: 'Low priority' },
};

/** A coloured icon that screen readers read as "High priority" and the like. */
export function PriorityIcon({ priority, className = 'size-4' }: { priority: Priority; className?: string }) {
  const { icon: Icon, color, label } = PRIORITY_META[priority];
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex shrink-0 ${color}`}>
      <Icon className={className} strokeWidth={2.5} />
    </span>
  );
}
