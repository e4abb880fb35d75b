import { TASK_SECTIONS } from '../constants';
import type { Task, TaskSection } from '../tasks/task-schemas';

/** At most this many results: a search narrows, it does not list everything. */
export const MAX_SEARCH_RESULTS = 50;

export interface SearchHit {
  task: Task;
  /** Spans of the task's text that matched, as [start, end) string indices, sorted, not overlapping. */
  matches: [number, number][];
  /**
   * Where the words the text does not hold were found: a line of the notes or a checklist item,
   * with its own matched spans. Absent when the text alone holds every word.
   */
  found?: SearchElsewhere;
}

export interface SearchElsewhere {
  where: 'notes' | 'checklist';
  /** The line of the notes, or the checklist item's text, that holds the first such word. */
  excerpt: string;
  matches: [number, number][];
}

/**
 * Finds tasks that hold every word of the query, in any order and any letter case, with accents
 * ignored (`cafe` finds "Café"): in their text, or else in their notes or checklist items. Open
 * tasks come first, then completed ones; within each, the lists in their on-screen order (Later
 * last, by day) and the tasks in theirs.
 */
export function searchTasks(tasks: readonly Task[], query: string): SearchHit[] {
  const words = [...new Set(fold(query).split(/\s+/u).filter(Boolean))];
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const task of tasks) {
    const text = foldWithIndex(task.text);
    const missing = words.filter((word) => !text.text.includes(word));
    const hit: SearchHit = { task, matches: spansOf(text, words) };
    if (missing.length > 0) {
      const places = detailPlaces(task);
      if (!missing.every((word) => places.some((place) => place.folded.text.includes(word)))) continue;
      const place = places.find((candidate) => candidate.folded.text.includes(missing[0]!))!;
      hit.found = excerptOf(place.where, place.text, spansOf(place.folded, words));
    }
    hits.push(hit);
  }
  return hits.sort(byPlace).slice(0, MAX_SEARCH_RESULTS);
}

interface Folded {
  text: string;
  index: number[];
}

/** Each line of the notes, then each checklist item: where a word missing from the text may be. */
function detailPlaces(task: Task) {
  const lines = (task.notes ?? '').split('\n').map((line) => ({ where: 'notes' as const, text: line.trim() }));
  const items = (task.checklist ?? []).map((item) => ({ where: 'checklist' as const, text: item.text }));
  return [...lines, ...items]
    .filter((place) => place.text !== '')
    .map((place) => ({ ...place, folded: foldWithIndex(place.text) }));
}

/** Characters of a long line kept before its first match, and in all. */
const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 120;

/** A long line cut to a window around its first match ("…" where cut), spans moved to fit. */
function excerptOf(where: SearchElsewhere['where'], text: string, matches: [number, number][]): SearchElsewhere {
  if (text.length <= EXCERPT_LENGTH) return { where, excerpt: text, matches };
  const start = Math.max(0, Math.min(matches[0]![0] - EXCERPT_BEFORE, text.length - EXCERPT_LENGTH));
  const end = start + EXCERPT_LENGTH;
  const lead = start > 0 ? '…' : '';
  const shift = start - lead.length;
  return {
    where,
    excerpt: `${lead}${text.slice(start, end)}${end < text.length ? '…' : ''}`,
    matches: matches
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): [number, number] => [from - shift, to - shift]),
  };
}

/** Every span of `folded` that is one of `words`, mapped back to the original text, merged. */
function spansOf(folded: Folded, words: string[]): [number, number][] {
  const matches: [number, number][] = [];
  for (const word of words) {
    let from = folded.text.indexOf(word);
    while (from !== -1) {
      matches.push([folded.index[from]!, folded.index[from + word.length]!]);
      from = folded.text.indexOf(word, from + word.length);
    }
  }
  return merge(matches);
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
function foldWithIndex(text: string): Folded {
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
