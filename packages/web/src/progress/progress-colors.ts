import type { ProgressBand } from '@dayflow/core';

/**
 * One colour per progress band (spec §4: under 25, under 50, under 80, 80 and above), cool to
 * warm to green. Full class strings, so Tailwind sees every one of them.
 */
export const BAND_STYLES: Record<ProgressBand, { arc: string; glow: string }> = {
  low: {
    arc: 'text-indigo-500 dark:text-indigo-400',
    glow: 'shadow-[0_0_18px_4px_rgba(99,102,241,0.35)] dark:shadow-[0_0_20px_4px_rgba(129,140,248,0.35)]',
  },
  medium: {
    arc: 'text-sky-500 dark:text-sky-400',
    glow: 'shadow-[0_0_20px_5px_rgba(14,165,233,0.4)] dark:shadow-[0_0_22px_5px_rgba(56,189,248,0.4)]',
  },
  high: {
    arc: 'text-amber-500 dark:text-amber-400',
    glow: 'shadow-[0_0_22px_6px_rgba(245,158,11,0.42)] dark:shadow-[0_0_24px_6px_rgba(251,191,36,0.4)]',
  },
  complete: {
    arc: 'text-emerald-500 dark:text-emerald-400',
    glow: 'shadow-[0_0_26px_8px_rgba(16,185,129,0.45)] dark:shadow-[0_0_28px_8px_rgba(52,211,153,0.45)]',
  },
};
