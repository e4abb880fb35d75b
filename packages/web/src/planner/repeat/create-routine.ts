import { RoutineSchema, type CreateRoutineInput, type Routine } from '@dayflow/core';
import { readJson } from '../../lib/read-json';

/**
 * Makes a routine. The Routines list is not the planner's: it reads the list again when shown,
 * and the live 'routines' message that follows brings this one to any list on screen.
 */
export const createRoutine = (input: CreateRoutineInput): Promise<Routine> =>
  readJson('/api/routines', RoutineSchema, { method: 'POST', body: input });
