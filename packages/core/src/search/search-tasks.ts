import { TASK_SECTIONS } from '../constants';
import type { Task, TaskSection } from '../tasks/task-schemas';

/** At most this many results: a search narrows, it does not list everything. */
export const MAX_SEARCH_RESULTS = 50;

export interface SearchHit {
  task: Task;
  /** Spans of the task's text that matched, as [start, end) string indices, sorted, not overlapping. */
  matches: [number, number][];
}

/**
 * Finds tasks whose text holds every word of the query, in any order and any letter case, with
 * accents ignored (`cafe` finds "Café"). Open tasks come first, then completed ones; within each,
 * the lists in their on-screen order (Later last, by day) and the tasks in theirs.
 */
export function searchTasks(tasks: readonly Task[], query: string): SearchHit[] {
  const words = [...new Set(fold(query).split(/\s+/u).filter(Boolean))];
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const task of tasks) {
    const folded = foldWithIndex(task.text);
    const matches: [number, number][] = [];
    const found = words.every((word) => {
      let from = folded.text.indexOf(word);
      if (from === -1) return false;
      while (from !== -1) {
        matches.push([folded.index[from]!, folded.index[from + word.length]!]);
        from = folded.text.indexOf(word, from + word.length);
      }
      return true;
    });
    if (found) hits.push({ task, matches: merge(matches) });
  }
  return hits.sort(byPlace).slice(0, MAX_SEARCH_RESULTS);
}

const sectionRank = (section: TaskSection) => TASK_SECTIONS.indexOf(section);
const dayOf = (task: Task) => task.day ?? '';

function byPlace(a: SearchHit, b: SearchHit): number {
  return (
    Number(a.task.completed) - Number(b.task.completed) ||
    sectionRank(a.task.section) - sectionRank(b.task.section) ||
    dayOf(a.task).localeCompare(dayOf(b.task)) ||
    a.task.order - b.task.order ||
    a.task.createdAt - b.task.createdAt
  );
}

const MARKS = /\p{M}/gu;

/** Lower case, accents taken off. */
const fold = (text: string) => text.normalize('NFD').replace(MARKS, '').toLowerCase();

/**
 * The folded text, with `index[i]` the position in the original text where folded character i
 * starts (and one past the end), so a match in the folded text maps back to what is on screen.
 */
function foldWithIndex(text: string): { text: string; index: number[] } {
  let out = '';
  const index: number[] = [];
  let at = 0;
  for (const char of text) {
    const folded = fold(char);
    for (let i = 0; i < folded.length; i++) index.push(at);
    out += folded;
    at += char.length;
  }
  index.push(at);
  return { text: out, index };
}

function merge(spans: [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}
