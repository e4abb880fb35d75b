import { useCarriedOverDays } from '../day/carried-over';

export const carriedOverLabel = (days: number) => `Carried over ${days} day${days > 1 ? 's' : ''}`;

/** How many day changes an open Today task has stayed open through (ADR 6): "↻2", named in words. */
export function CarriedOverBadge({ taskId }: { taskId: string }) {
  const days = useCarriedOverDays(taskId);
  const label = carriedOverLabel(days);
  return (
    days > 0 && (
      <span
        role="img"
        aria-label={label}
        title={label}
        className="mt-0.5 rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-200"
      >
        ↻{days}
      </span>
    )
  );
}
