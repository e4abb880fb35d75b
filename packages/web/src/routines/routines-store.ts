import {
  RoutineListSchema,
  RoutineSchema,
  type CreateRoutineInput,
  type Routine,
  type UpdateRoutineInput,
} from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { createServerData, liveListeners, perKey, useServerData, type Loadable } from '../lib/server-data';
import { readJson } from '../lib/read-json';

/** The list with one routine put in (or replaced), oldest first as the server keeps them. */
function withRoutine(list: Routine[], routine: Routine): Routine[] {
  const others = list.filter((r) => r.id !== routine.id);
  return [...others, routine].sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The one owner of a user's routines, and the requests that change them: read each time the
 * list is shown; once made, it hears the live 'routines' message, which replaces the list after a
 * change on any device. Each change also applies the server's answer at once, and rejects when
 * the server refuses or cannot be reached.
 */
function createRoutinesStore(uid: string) {
  const data = createServerData({
    what: 'routines',
    read: () => readJson('/api/routines', RoutineListSchema).then(({ routines }) => routines),
  });
  liveListeners(uid).add((message) => {
    if (message.type === 'routines') data.setData(message.routines);
  });
  return {
    data,
    reload: data.reload,
    async create(input: CreateRoutineInput): Promise<Routine> {
      const routine = await readJson('/api/routines', RoutineSchema, { method: 'POST', body: input });
      data.update((list) => withRoutine(list, routine));
      return routine;
    },
    async update(id: string, changes: UpdateRoutineInput): Promise<Routine> {
      const routine = await readJson(`/api/routines/${id}`, RoutineSchema, { method: 'PATCH', body: changes });
      data.update((list) => withRoutine(list, routine));
      return routine;
    },
    async remove(id: string): Promise<void> {
      await apiFetch(`/api/routines/${id}`, { method: 'DELETE' });
      data.update((list) => list.filter((r) => r.id !== id));
    },
  };
}

export const routinesStore = perKey(createRoutinesStore);

export function useRoutines(uid: string): Loadable<Routine[]> {
  return useServerData(routinesStore(uid).data);
}
