import { Link } from 'react-router';
import { PLAN_TEXTS, TOAST_DEFAULT_MS } from '@dayflow/core';
import { formatPlanDay } from '../../lib/time-zone';
import { toast } from '../../lib/toast';

/** The page of days ahead, where a planned task waits for its day. */
export const UPCOMING_PATH = '/upcoming';

/**
 * Says where a task planned for a day after tomorrow went — it leaves the board, so without a
 * word it would seem lost — with a link to the page that shows it. The default toast's time, not
 * a success's shorter one: long enough to reach the link.
 */
export function showPlannedToast(day: string) {
  toast.success(
    (shown) => (
      <span className="flex items-center gap-3">
        <span className="whitespace-nowrap">{PLAN_TEXTS.plannedFor(formatPlanDay(day))}</span>
        <Link
          to={UPCOMING_PATH}
          onClick={() => toast.dismiss(shown.id)}
          className="shrink-0 rounded-lg px-2 py-1 whitespace-nowrap text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
        >
          {PLAN_TEXTS.openUpcoming}
        </Link>
      </span>
    ),
    // Wider than a toast's default 350 px, so the day and the link share one line.
    { duration: TOAST_DEFAULT_MS, style: { maxWidth: 'min(28rem, calc(100vw - 2rem))' } },
  );
}
