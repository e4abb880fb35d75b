import { X } from 'lucide-react';
import { QUICK_ADD_TEXTS, TEXTS, type QuickAddPlan, type QuickAddToken } from '@dayflow/core';
import { formatPlanDay, formatReminderWhen } from '../lib/time-zone';
import { PriorityIcon } from './priority-icon';

// The parser travels with its chips (quick-add-reader): a composer needs both once something is typed.
export { escapeQuickAdd, parseQuickAdd, placeSection, planQuickAdd, removeQuickAddToken } from '@dayflow/core';

interface Props {
  tokens: QuickAddToken[];
  /** What the tokens come to on the user's clock (core planQuickAdd): the list or day, the reminder. */
  plan: QuickAddPlan;
  now: number;
  /** Takes the token out of the text (the × on its chip). */
  onRemove: (token: QuickAddToken) => void;
}

function chipLabel(token: QuickAddToken, { place, remindAt }: QuickAddPlan, now: number): string {
  if (token.kind === 'priority') return QUICK_ADD_TEXTS.priority(token.value);
  if (token.kind === 'reminder' && remindAt !== null) {
    const when = formatReminderWhen(new Date(remindAt).toISOString(), now);
    return QUICK_ADD_TEXTS.reminder(when.text, when.today);
  }
  // A list or a day: the one that applies decides the place.
  if ('later' in place) return QUICK_ADD_TEXTS.day(formatPlanDay(place.later));
  return QUICK_ADD_TEXTS.list(TEXTS.sectionTitles[place.list]);
}

/**
 * What the quick-add tokens typed so far will do (`!h` → "High priority", `#tomorrow` → "To
 * Tomorrow", `#fri` → "For Fri, Dec 4", `@tomorrow 9:00` → "Remind Tomorrow 9:00"), one chip per
 * kind that applies. Fetched with the first token typed; the composer keeps the live region around
 * it, so screen readers hear a chip when it appears.
 */
export default function QuickAddChips({ tokens, plan, now, onRemove }: Props) {
  const applied = tokens.filter((token) => token.applied);
  return (
    <>
      {applied.length > 0 && (
        <ul aria-label={QUICK_ADD_TEXTS.chips} className="mt-1 flex flex-wrap gap-1.5 px-1">
          {applied.map((token) => {
            const label = chipLabel(token, plan, now);
            return (
              <li
                key={token.kind}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
              >
                {token.kind === 'priority' && <PriorityIcon priority={token.value} className="size-3.5" />}
                <span>{label}</span>
                <button
                  type="button"
                  aria-label={QUICK_ADD_TEXTS.remove(label)}
                  title={QUICK_ADD_TEXTS.remove(label)}
                  onClick={() => onRemove(token)}
                  className="inline-flex size-5 items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-indigo-500/25"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
