import { SECTIONS, type Task } from '@dayflow/core';
import { TASKS_FORMAT } from './stored-formats';

/**
 * The small synchronous copy a warm open paints from before IndexedDB has answered: the whole
 * list while it is small, otherwise the open tasks of the board's three lists (the first screen),
 * top first, up to a size that leaves localStorage room for the outbox. Its V is the one the
 * IndexedDB copy had when this was written, so the early socket (early-live.ts, through
 * stored-tasks.ts's storedVersion) never resumes from a version newer than the full copy.
 */
export const FIRST_SCREEN_MAX_CHARS = 200_000;

const BOARD: ReadonlySet<string> = new Set(SECTIONS);

/** `maxChars` Infinity: the whole list, where there is no device store to hold it (sync-storage.ts). */
export function firstScreenCopy(
  tasks: readonly Task[],
  version: number | undefined,
  maxChars = FIRST_SCREEN_MAX_CHARS,
): string {
  // Only a short list can fit whole: a long one is not serialised just to find out.
  const all = tasks.length <= 500 || maxChars === Infinity ? JSON.stringify(tasks) : null;
  if (all !== null && all.length <= maxChars) return wrap(version, true, all);
  const open = topOfEachList(tasks);
  const parts: string[] = [];
  let size = 0;
  for (const task of open) {
    const json = JSON.stringify(task);
    if (size + json.length + 1 > maxChars) break;
    parts.push(json);
    size += json.length + 1;
  }
  return wrap(version, false, `[${parts.join(',')}]`);
}

/** The open tasks of the three lists, interleaved by position, so each list keeps its top rows. */
function topOfEachList(tasks: readonly Task[]): Task[] {
  const lists = new Map<string, Task[]>();
  for (const task of tasks) {
    if (task.completed || !BOARD.has(task.section)) continue;
    const list = lists.get(task.section) ?? [];
    list.push(task);
    lists.set(task.section, list);
  }
  const sorted = [...lists.values()].map((list) => list.sort((a, b) => a.order - b.order || a.createdAt - b.createdAt));
  const out: Task[] = [];
  const longest = Math.max(0, ...sorted.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of sorted) if (i < list.length) out.push(list[i]!);
  return out;
}

// The version first: storedVersion reads it from the start of the value without parsing the rest.
function wrap(version: number | undefined, complete: boolean, tasks: string): string {
  const head = version === undefined ? '{' : `{"version":${version},`;
  return `${head}"format":${TASKS_FORMAT},"complete":${complete},"tasks":${tasks}}`;
}
