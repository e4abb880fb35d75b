import { useMemo } from 'react';
import { pendingTooLong, type Task } from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import { onDemand, useOnDemand } from '../lib/on-demand';

// Most days no task has waited that long: the card's code is fetched once one has.
const card = onDemand(() => import('./pending-too-long-card').then((module) => module.PendingTooLongCard));

/** 'Tasks Pending Too Long (n)' (pending-too-long-card.tsx), when some open task is. */
export function PendingTooLong({ tasks }: { tasks: Task[] }) {
  const now = useNow();
  const any = useMemo(() => pendingTooLong(tasks, now).length > 0, [tasks, now]);
  const { value: PendingTooLongCard } = useOnDemand(card, any);
  return any && PendingTooLongCard ? <PendingTooLongCard tasks={tasks} /> : null;
}
