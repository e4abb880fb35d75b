import type { RefObject } from 'react';
import { progressBand } from '@dayflow/core';
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

/**
 * The floating circular progress button (spec §2), bottom-right; below 768 px, where the planner
 * shows its bottom tab bar, it sits above the bar. Its glow colour follows the progress band and it pulses when progress changes.
 */
export function ProgressButton({ percent, expanded, reducedMotion, onOpen, onIntent, buttonRef }: ProgressButtonProps) {
  usePulse(buttonRef, percent, reducedMotion);
  const band = progressBand(percent);

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={PROGRESS_LABELS.openPanel(percent)}
      data-band={band}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={`fixed right-4 bottom-[88px] z-40 grid place-items-center rounded-full bg-white p-1 ring-1 ring-slate-200 transition-shadow duration-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 md:right-6 md:bottom-6 dark:bg-slate-900 dark:ring-slate-700 ${BAND_STYLES[band].glow}`}
    >
      <ProgressRing
        percent={percent}
        decorative
        label={
          <span className="text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100">{percent}%</span>
        }
      />
    </button>
  );
}
