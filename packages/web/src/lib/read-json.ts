import { apiFetch } from './api';

type Init = Parameters<typeof apiFetch>[1];

/** What readJson needs of a zod schema (so the web package needs no zod of its own). */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** An answer that is not what the endpoint promises (a stale client, a proxy's page, a bug). */
export class UnexpectedAnswerError extends Error {
  constructor(endpoint: string, detail: string) {
    super(`${endpoint} answered something unexpected: ${detail}`);
  }
}

/**
 * A request to our API whose answer is read: parsed with the endpoint's schema from
 * @dayflow/core, as live messages are, so a wrong shape fails here, named, and not deep in a
 * component.
 */
export async function readJson<T>(path: string, schema: AnswerSchema<T>, init?: Init): Promise<T> {
  const parsed = schema.safeParse(await apiFetch(path, init));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UnexpectedAnswerError(
    `${init?.method ?? 'GET'} ${path}`,
    issue ? `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}` : 'no detail',
  );
}
