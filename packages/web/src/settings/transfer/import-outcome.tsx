import { LATER_SECTION, SETTINGS_TEXTS, TASK_SECTIONS, TEXTS, type ImportSummary } from '@dayflow/core';
import { Button } from '../../components/ui';
import { ui } from '../ui';
import { ImportDates } from './import-dates';
import type { ImportStep } from './use-import';

/** What the preview found: tasks per list, and each skipped row with its reason. */
function Summary({ summary }: { summary: ImportSummary }) {
  const { skipped } = summary;
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        {/* Later only when the file plans tasks for days ahead: most imports have none. */}
        {TASK_SECTIONS.filter((section) => section !== LATER_SECTION || summary.lists.later > 0).map((section) => (
          <li
            key={section}
            className="rounded-lg bg-slate-100 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {TEXTS.sectionTitles[section]}: <strong>{SETTINGS_TEXTS.previewTasks(summary.lists[section])}</strong>
          </li>
        ))}
      </ul>
      <p className={ui.meta}>
        {[
          SETTINGS_TEXTS.previewCompleted(summary.completed),
          summary.routines > 0 && SETTINGS_TEXTS.previewRoutines(summary.routines),
          summary.dailyGoal !== null && SETTINGS_TEXTS.previewGoal(summary.dailyGoal),
          summary.streak && SETTINGS_TEXTS.previewStreak(summary.streak.count),
          summary.settings.length > 0 && SETTINGS_TEXTS.previewSettings(summary.settings),
          summary.historyDays > 0 && SETTINGS_TEXTS.previewHistory(summary.historyDays),
          summary.recentlyDeleted > 0 && SETTINGS_TEXTS.previewDeleted(summary.recentlyDeleted),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ImportDates dates={summary.dates} />
      {summary.kept && SETTINGS_TEXTS.kept(summary.kept) && (
        <p className={ui.meta}>{SETTINGS_TEXTS.kept(summary.kept)}</p>
      )}
      {summary.notes.length > 0 && (
        <Entries
          title={SETTINGS_TEXTS.notes(summary.notes.length)}
          entries={summary.notes}
          total={summary.notes.length}
        />
      )}
      {skipped.total > 0 && (
        <Entries title={SETTINGS_TEXTS.skipped(skipped.total)} entries={skipped.entries} total={skipped.total} />
      )}
    </div>
  );
}

/** Rows of the file with what happened to them: `line 12: reason`. */
function Entries({ title, entries, total }: { title: string; entries: ImportSummary['notes']; total: number }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</h4>
      <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm text-slate-600 dark:text-slate-300">
        {entries.map((entry, i) => (
          <li key={i}>
            <span className="font-medium">{entry.where}</span>: {entry.reason}
          </li>
        ))}
        {total > entries.length && <li>{SETTINGS_TEXTS.skippedMore(total - entries.length)}</li>}
      </ul>
    </div>
  );
}

/** Anything at all to write: tasks, or only routines, settings, history… */
const hasAnything = (s: ImportSummary) =>
  s.tasks > 0 ||
  s.routines > 0 ||
  s.dailyGoal !== null ||
  s.streak !== null ||
  s.settings.length > 0 ||
  s.historyDays > 0 ||
  s.recentlyDeleted > 0;

/** The preview and its Import button, a refusal naming the line or field, or what was imported. */
export function ImportOutcome({ state, onImport }: { state: ImportStep; onImport: () => void }) {
  return (
    <div aria-live="polite" aria-busy={state.step === 'busy'}>
      {state.step === 'refused' && (
        <p role="alert" className={ui.error}>
          {SETTINGS_TEXTS.refused} {state.message}
        </p>
      )}
      {state.step === 'imported' && (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
          {SETTINGS_TEXTS.imported(state.summary.tasks, state.summary.routines)}
          {state.summary.lists.later > 0 && ` ${SETTINGS_TEXTS.importedLater(state.summary.lists.later)}`}
        </p>
      )}
      {state.step === 'previewed' && (
        <section
          aria-label={SETTINGS_TEXTS.previewTitle}
          className="space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700"
        >
          <h3 className="font-semibold text-slate-900 dark:text-white">{SETTINGS_TEXTS.previewTitle}</h3>
          <Summary summary={state.summary} />
          <Button variant="primary" size="form" onClick={onImport} disabled={!hasAnything(state.summary)}>
            {state.summary.tasks > 0
              ? SETTINGS_TEXTS.importNow(state.summary.tasks, state.summary.routines)
              : SETTINGS_TEXTS.importAll}
          </Button>
        </section>
      )}
    </div>
  );
}
