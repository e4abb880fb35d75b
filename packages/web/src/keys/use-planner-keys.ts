import { useEffect } from 'react';
import { PRIORITY_KEYS, SHORTCUT_KEYS } from '@dayflow/core';
import { useLatest } from '../hooks/use-latest';
import { onDemand } from '../lib/on-demand';
import { plainKey } from '../lib/plain-key';
import { useTaskActions, useTasks } from '../sync';

/**
 * The keys the planner answers here: every shortcut key but those with a listener of their own
 * (`?` the sheet, `p` the progress dock, `e` the task's text).
 */
const { help: _help, progress: _progress, edit: _edit, ...ownKeys } = SHORTCUT_KEYS;
const PLANNER_KEYS = new Set<string>([...Object.values(ownKeys).flat(), ...Object.keys(PRIORITY_KEYS)]);

// Most visits press none of them: what they do is fetched with the first press.
const keyActions = onDemand(() => import('./planner-key-actions'));

/**
 * The planner's single-key shortcuts (core SHORTCUT_KEYS): moving between tasks and lists, and
 * acting on the focused task. Every change goes through the store's actions, so it is undoable
 * and its undo toast (a status message) tells screen readers what happened. The press is claimed
 * at once (preventDefault); what it does runs when its code is here, a moment later the first
 * time.
 */
export function usePlannerKeys(): void {
  const latest = useLatest({ tasks: useTasks(), actions: useTaskActions() });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = plainKey(event);
      if (!key || !PLANNER_KEYS.has(key)) return;
      event.preventDefault();
      keyActions
        .load()
        .then(({ handlePlannerKey }) => handlePlannerKey(key, latest.current.tasks, latest.current.actions))
        // Its code could not be fetched (offline before it was cached): the press does nothing.
        .catch(() => undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}
