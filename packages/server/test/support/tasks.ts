// Test-only helpers shared by the task and live tests (not imported by the app).
import crypto from 'node:crypto';
import type { Task, TaskSnapshot } from '@dayflow/core';
import type { SignedInUser } from './test-app';

export const newClientKey = () => `key-${crypto.randomBytes(8).toString('hex')}`;

/** Creates a task through the API and returns it; fails the test on anything but 201. */
export async function createTaskAs(
  user: SignedInUser,
  fields: {
    text?: string;
    section?: Task['section'];
    /** The day of a Later task. */
    day?: string;
    priority?: Task['priority'];
    id?: string;
    clientKey?: string;
    remindAt?: string;
  } = {},
): Promise<Task> {
  // A client-made id, as the web app sends; a test that names a clientKey sends that alone.
  const key = fields.clientKey === undefined ? { id: crypto.randomUUID() } : {};
  const response = await user.inject({
    method: 'POST',
    url: '/api/tasks',
    payload: { ...key, text: 'A task', ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Task>();
}

export async function listTasksAs(user: SignedInUser): Promise<Task[]> {
  return (await snapshotAs(user)).tasks;
}

/** GET /api/tasks: the user's tasks and their version. */
export async function snapshotAs(user: SignedInUser): Promise<TaskSnapshot> {
  const response = await user.inject({ method: 'GET', url: '/api/tasks' });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json<TaskSnapshot>();
}
