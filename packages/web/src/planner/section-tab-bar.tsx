import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { SECTIONS, TEXTS, UPCOMING_PATH, UPCOMING_TITLE, type Section } from '@dayflow/core';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { SECTION_META } from './section-meta';

export const tabId = (section: Section) => `section-tab-${section}`;
export const SECTION_PANEL_ID = 'section-panel';

interface Props {
  active: Section;
  onChange: (section: Section) => void;
}

/**
 * The mobile-only bottom section switcher: Brain, Today, Tomorrow (spec §2), and a link to the
 * days ahead (Upcoming), which is a page of its own, not a tab of this one. It slides away
 * while scrolling down past 80 px and comes back on scrolling up, or when it takes focus. Its
 * right end is left free for the progress button, so that never floats over the rows.
 */
export function SectionTabBar({ active, onChange }: Props) {
  const hidden = useHideOnScroll();
  const listRef = useRef<HTMLDivElement>(null);

  // Tabs pattern: arrows move between tabs and select them (automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = SECTIONS[(SECTIONS.indexOf(active) + step + SECTIONS.length) % SECTIONS.length]!;
    onChange(next);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  return (
    // Shown while a keyboard user is in it, but not merely because a tapped tab keeps focus.
    <nav
      aria-label="Lists"
      data-hidden={hidden}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pr-16 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300 has-[:focus-visible]:translate-y-0 dark:border-slate-800 dark:bg-slate-900/95 ${
        hidden ? 'translate-y-full' : 'translate-y-0'
      }`}
    >
      <div className="mx-auto flex max-w-md">
        <div ref={listRef} role="tablist" aria-label="Lists" className="flex flex-[3]" onKeyDown={onKeyDown}>
          {SECTIONS.map((section) => {
            const { icon: Icon, accent } = SECTION_META[section];
            const selected = section === active;
            return (
              <button
                key={section}
                id={tabId(section)}
                type="button"
                role="tab"
                data-section={section}
                aria-selected={selected}
                aria-controls={selected ? SECTION_PANEL_ID : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(section)}
                className={`relative flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-indigo-500 ${
                  selected
                    ? 'text-slate-900 dark:text-white'
                    : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
                }`}
              >
                <span
                  className={`flex h-7 w-14 items-center justify-center rounded-full transition-colors ${
                    selected ? 'bg-slate-100 dark:bg-slate-800' : ''
                  }`}
                >
                  <Icon className={`size-5 ${selected ? accent : ''}`} aria-hidden="true" />
                </span>
                {TEXTS.sectionTabs[section]}
              </button>
            );
          })}
        </div>
        <Link
          to={UPCOMING_PATH}
          className="flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-500 transition-colors hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-slate-200"
        >
          <span className="flex h-7 w-14 items-center justify-center rounded-full">
            <CalendarDays className="size-5" aria-hidden="true" />
          </span>
          {UPCOMING_TITLE}
        </Link>
      </div>
    </nav>
  );
}
