import type { CreateRoutineInput, Routine, UpdateRoutineInput } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';
import { liveListeners } from './live-listeners';

/** The list with one routine put in (or replaced), oldest first as the server keeps them. */
function withRoutine(list: Routine[] | null, routine: Routine): Routine[] {
  const others = (list ?? []).filter((r) => r.id !== routine.id);
  return [...others, routine].sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The one owner of a user's routines (null until read), and the requests that change them. Only
 * the routine screens import it, and they are fetched on demand: once here, it hears the live
 * 'routines' message, which replaces the list after a change on any device. Each change also
 * applies the server's answer at once, and rejects when the server refuses or cannot be reached.
 */
function createRoutineActions(uid: string) {
  const routines = createResource<Routine[] | null>(null);
  liveListeners(uid).add((message) => {
    if (message.type === 'routines') routines.set(message.routines);
  });
  return {
    routines,
    async load(): Promise<void> {
      routines.set((await apiFetch<{ routines: Routine[] }>('/api/routines')).routines);
    },
    async create(input: CreateRoutineInput): Promise<Routine> {
      const routine = await apiFetch<Routine>('/api/routines', { method: 'POST', body: input });
      routines.set(withRoutine(routines.get(), routine));
      return routine;
    },
    async update(id: string, changes: UpdateRoutineInput): Promise<Routine> {
      const routine = await apiFetch<Routine>(`/api/routines/${id}`, { method: 'PATCH', body: changes });
      routines.set(withRoutine(routines.get(), routine));
      return routine;
    },
    async remove(id: string): Promise<void> {
      await apiFetch<void>(`/api/routines/${id}`, { method: 'DELETE' });
      routines.set((routines.get() ?? []).filter((r) => r.id !== id));
    },
  };
}

export const routineActions = perKey(createRoutineActions);

/** The user's routines; null until read. */
export function useRoutines(uid: string): Routine[] | null {
  return useResource(routineActions(uid).routines);
}
