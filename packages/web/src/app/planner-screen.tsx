import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isBoardSection, MOBILE_DEFAULT_SECTION, SECTIONS, type Section, type Task } from '@dayflow/core';
import { revealTask } from '../lib/reveal-task';
import { ProgressDock } from '../progress/progress-dock';
import { AppHeader } from '../shell/app-header';
import { useSyncStatus, useTasks } from '../sync';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { PendingTooLong } from '../planner/pending-too-long-loader';
import { PlannerBoard } from '../planner/planner-board';
import { PlannerSidebar } from '../planner/planner-sidebar';
import { SECTION_PANEL_ID, SectionTabBar, tabId } from '../planner/section-tab-bar';
import { SyncStatusIndicator } from '../planner/sync-status-indicator';
import { EveningPrompt, EveningReviewLoader } from '../review/review-loaders';
import { SearchButton, SearchDialogLoader, useSearch } from '../search/search-launcher';
import { PlannerKeys } from '../keys/planner-keys';
import { ReminderToasts } from '../reminders/reminder-toasts';
import { TodayTimelineLoader } from './today-timeline-loader';
import { useAddToTodayShortcut } from './use-add-to-today-shortcut';

/**
 * The planner (spec §2). Desktop (≥ 768 px): sidebar and the three lists side by side. Mobile:
 * one list at a time, chosen in the bottom tab bar (Today first).
 */
export function PlannerScreen() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const tasks = useTasks();
  const { state } = useSyncStatus();
  const [active, setActive] = useState<Section>(MOBILE_DEFAULT_SECTION);
  const loading = state === 'connecting' && tasks.length === 0;
  // The evening review, from the evening prompt or the panel's 'Plan tomorrow'.
  const [review, setReview] = useState<{ returnTo: HTMLElement | null } | null>(null);
  const startReview = (returnTo: HTMLElement | null) => setReview({ returnTo });
  useAddToTodayShortcut();
  const search = useSearch();

  const chooseSection = (section: Section) => {
    setActive(section);
    // A new list starts at its top, not at the previous list's scroll depth.
    window.scrollTo({ top: 0 });
  };

  // A search result: its list comes on screen (a phone shows one), then the row is shown.
  const showTask = (task: Task) => {
    search.closeSearch();
    // Search finds Later's tasks too (their result says the day), but no list here shows them.
    if (!isBoardSection(task.section)) return;
    const section = task.section;
    if (!isDesktop) flushSync(() => setActive(section));
    revealTask(task.id);
  };

  return (
    <div className="min-h-dvh">
      <AppHeader actions={<SearchButton onOpen={search.openSearch} />} />
      <main
        className={`mx-auto w-full max-w-[90rem] px-3 pt-3 sm:px-4 md:grid md:grid-cols-[3.5rem_minmax(0,1fr)] md:gap-3 md:pt-4 md:pb-28 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 lg:px-6 lg:pt-5 ${
          isDesktop ? '' : 'pb-56'
        }`}
      >
        {/* Bottom padding lets the end of a list scroll clear of the floating progress button. */}
        <h1 className="sr-only">Planner</h1>
        {isDesktop && <PlannerSidebar tasks={tasks} />}
        <div className="min-w-0">
          <EveningPrompt tasks={tasks} loading={loading} onStart={startReview} />
          <PendingTooLong tasks={tasks} />
          {(isDesktop || active === 'today') && <TodayTimelineLoader />}
          {isDesktop ? (
            <PlannerBoard tasks={tasks} sections={SECTIONS} loading={loading} />
          ) : (
            <div role="tabpanel" id={SECTION_PANEL_ID} aria-labelledby={tabId(active)}>
              <PlannerBoard tasks={tasks} sections={[active]} loading={loading} />
            </div>
          )}
        </div>
      </main>
      {!isDesktop && <SectionTabBar active={active} onChange={chooseSection} />}
      <SyncStatusIndicator className={isDesktop ? 'bottom-5 left-5' : 'bottom-20 left-3'} />
      <ProgressDock onPlanTomorrow={startReview} />
      <PlannerKeys />
      <ReminderToasts tasks={tasks} />
      {search.open && (
        <SearchDialogLoader tasks={tasks} onChoose={showTask} onClose={search.closeSearch} returnTo={search.returnTo} />
      )}
      {review && <EveningReviewLoader tasks={tasks} returnTo={review.returnTo} onClose={() => setReview(null)} />}
    </div>
  );
}
