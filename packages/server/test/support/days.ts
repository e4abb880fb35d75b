// Test-only helpers for the daily-loop tests (not imported by the app).
import type { Day, Routine, Settings, Task } from '@dayflow/core';
import type { SignedInUser } from './test-app';
import { createTaskAs } from './tasks';

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200) {
  const res = await response;
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export const putSettings = (user: SignedInUser, body: Partial<Settings>) =>
  ok<Settings>(user.inject({ method: 'PUT', url: '/api/settings', payload: body }));

export const getDay = (user: SignedInUser) => ok<Day>(user.inject({ method: 'GET', url: '/api/day' }));

export const createRoutineAs = (user: SignedInUser, body: Record<string, unknown>) =>
  ok<Routine>(user.inject({ method: 'POST', url: '/api/routines', payload: body }), 201);

/**
 * Tasks in list order as "text@section" for open ones; completed ones as "text@section✓"; Later's
 * as "text@later:day", by day.
 */
export function picture(tasks: Task[]): string[] {
  const rank = { brainDump: 0, today: 1, tomorrow: 2, later: 3 } as const;
  return [...tasks]
    .sort(
      (a, b) =>
        rank[a.section] - rank[b.section] ||
        (a.day ?? '').localeCompare(b.day ?? '') ||
        a.order - b.order ||
        a.createdAt - b.createdAt,
    )
    .map((t) => `${t.text}@${t.section}${t.day ? `:${t.day}` : ''}${t.completed ? '✓' : ''}`);
}

/** Creates tasks in a section, in order. */
export async function seedTasks(user: SignedInUser, section: Task['section'], ...texts: string[]): Promise<Task[]> {
  const tasks: Task[] = [];
  for (const text of texts) tasks.push(await createTaskAs(user, { text, section }));
  return tasks;
}

export const completeTask = (user: SignedInUser, id: string, completed = true) =>
  ok<Task>(user.inject({ method: 'PATCH', url: `/api/tasks/${id}`, payload: { completed } }));
