import { onDemand, useOnDemand } from '../lib/on-demand';
import { useResource } from '../lib/resource-store';
import { useUndoJournal } from '../sync';

const controls = onDemand(() => import('./undo-controls').then((module) => module.default));

/**
 * Undo: the stack, its toast and its keys, fetched with the first change the user could take
 * back (the store notes changes in the journal meanwhile). Before it there is nothing to undo,
 * and most visits to the planner would download it for nothing.
 */
export function UndoUi() {
  const journal = useUndoJournal();
  const { value: UndoControls } = useOnDemand(controls, useResource(journal.started));
  return UndoControls ? <UndoControls journal={journal} /> : null;
}
