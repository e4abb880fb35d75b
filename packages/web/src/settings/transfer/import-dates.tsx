import { SETTINGS_TEXTS, type ImportSummary } from '@dayflow/core';
import { ui } from '../ui';

/** A file's dates the import cannot follow, counted in full; the notes list name the rows. */
export function ImportDates({ dates }: { dates: ImportSummary['dates'] }) {
  if (dates.unread === 0 && dates.repeatedOnce === 0) return null;
  return (
    <p className={ui.meta}>
      {[
        dates.unread > 0 && SETTINGS_TEXTS.unreadDates(dates.unread),
        dates.repeatedOnce > 0 && SETTINGS_TEXTS.repeatedOnce(dates.repeatedOnce),
      ]
        .filter(Boolean)
        .join(' ')}
    </p>
  );
}
