import { useState } from 'react';
import { SHORTCUT_KEYS } from '@dayflow/core';
import { useShortcutKey } from '../hooks/use-shortcut-key';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { usePlannerKeys } from './use-planner-keys';

// The sheet is fetched the first time `?` is pressed.
const sheetModule = onDemand(() => import('./shortcut-sheet'));

/** The planner's keyboard shortcuts, and the `?` sheet that lists them. */
export function PlannerKeys() {
  usePlannerKeys();
  const [sheet, setSheet] = useState<{ returnTo: HTMLElement | null } | null>(null);
  useShortcutKey(SHORTCUT_KEYS.help, () => setSheet({ returnTo: document.activeElement as HTMLElement | null }));
  const { value: module } = useOnDemand(sheetModule, sheet !== null);
  return sheet && module ? <module.default returnTo={sheet.returnTo} onClose={() => setSheet(null)} /> : null;
}
