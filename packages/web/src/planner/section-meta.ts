import { Brain, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import type { Section } from '@dayflow/core';

/** How each list presents itself: its icon and accent colours (titles come from TEXTS). */
export const SECTION_META: Record<Section, { icon: LucideIcon; accent: string; badge: string }> = {
  brainDump: {
    icon: Brain,
    accent: 'text-violet-600 dark:text-violet-300',
    badge: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-200',
  },
  today: {
    icon: Sun,
    accent: 'text-amber-600 dark:text-amber-300',
    badge: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
  },
  tomorrow: {
    icon: Sunrise,
    accent: 'text-sky-600 dark:text-sky-300',
    badge: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-200',
  },
};

/** The DOM id of a list's input, so the sidebar can jump to it. */
export const composerId = (section: Section) => `composer-${section}`;
