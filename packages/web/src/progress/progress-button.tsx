import type { RefObject } from 'react';
import { progressBand } from '@dayflow/core';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { BAND_STYLES } from './progress-colors';
import { PROGRESS_LABELS } from './progress-labels';
import { ProgressRing } from './progress-ring';
import { usePulse } from './use-pulse';

interface ProgressButtonProps {
  percent: number;
  expanded: boolean;
  reducedMotion: boolean;
  onOpen: () => void;
  /** Starts loading the panel's code before the click. */
  onIntent: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Below 768 px the ring is drawn smaller, to sit inside the tab bar's height. */
const PHONE_RING = { size: 52, stroke: 6 } as const;

/**
 * The floating circular progress button (spec §2), bottom-right; below 768 px, where the planner
 * shows its bottom tab bar, it sits in the bar's right end, which the bar keeps free. It used to
 * float above the bar, where at rest it covered a row's More actions and drag handle (the tenth
 * row on a phone). Its glow colour follows the progress band and it pulses when progress
 * changes. It slides away while the page scrolls down (on a desktop it covers the rows in that
 * corner) and comes back on any scroll up, or when it has keyboard focus.
 */
export function ProgressButton({ percent, expanded, reducedMotion, onOpen, onIntent, buttonRef }: ProgressButtonProps) {
  usePulse(buttonRef, percent, reducedMotion);
  const hidden = useHideOnScroll();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const band = progressBand(percent);

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={PROGRESS_LABELS.openPanel(percent)}
      data-band={band}
      data-hidden={hidden}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={`fixed right-2 bottom-[calc(1px+env(safe-area-inset-bottom))] z-40 grid place-items-center rounded-full bg-white p-1 ring-1 ring-slate-200 transition-[box-shadow,translate,opacity] duration-500 focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 md:right-6 md:bottom-6 dark:bg-slate-900 dark:ring-slate-700 ${BAND_STYLES[band].glow} ${
        hidden ? 'pointer-events-none translate-y-[calc(100%+7rem)] opacity-0' : ''
      }`}
    >
      <ProgressRing
        percent={percent}
        {...(desktop ? {} : PHONE_RING)}
        decorative
        label={
          <span className="text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100">{percent}%</span>
        }
      />
    </button>
  );
}
