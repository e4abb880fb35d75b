import { isReminderWord, parseReminderWords, type ReminderWhen } from '../reminders/reminder-when';
import { parseDayWord, type DayIntent } from '../time/day-words';
import type { Priority, Section } from '../tasks/task-schemas';

/**
 * Quick-add syntax in a composer: `!high` `!h`, `!medium` `!m`, `!low` `!l` set the priority;
 * `#today`, `#tomorrow`, `#dump` choose the list, and a day plans the task for it: `#mon` … `#sun`
 * (the next such weekday, never today), `#dec3`, `#3dec`, `#2026-12-03`, `#next-week` (next
 * Monday), `#in3d`. A token is a whole word — whitespace (any Unicode space) or the text's edge on
 * both sides — in any case, so `email!h` and `#todayish` stay text. `@15:00`, `@3pm`,
 * `@tomorrow 9:00`, `@fri 10:00` (a day alone: 9:00 that day) set a reminder. Days are intents:
 * planQuickAdd turns them into dates and lists from the user's local today. A backslash right
 * before a token keeps it as text (`\!high` → `!high`); a backslash before anything else is left
 * as typed. The last token of a kind wins (a list and a day are one kind: both say where the task
 * goes); every token is taken out.
 */
export type QuickAddToken = { start: number; end: number; applied: boolean } & TokenMeaning;

export interface QuickAdd {
  /** What is left once tokens are taken out, trimmed: the task's text. */
  text: string;
  priority?: Priority;
  /** A list chosen by name (`#today`); never together with `day`. */
  section?: Section;
  /** A day chosen (`#fri`); never together with `section`. */
  day?: DayIntent;
  remind?: ReminderWhen;
  /**
   * Every token in input order with its span in the input (UTF-16 offsets, as string indices and
   * text inputs count), for chips; `applied` is false for one a later token of its kind replaced.
   */
  tokens: QuickAddToken[];
}

type TokenMeaning =
  | { kind: 'priority'; value: Priority }
  | { kind: 'section'; value: Section }
  | { kind: 'day'; value: DayIntent }
  | { kind: 'reminder'; value: ReminderWhen };

/** Tokens of one group replace each other: a list and a day both say where the task goes. */
const groupOf = (kind: TokenMeaning['kind']) => (kind === 'day' ? 'section' : kind);

/** `#fri`, `#dec3`… (not `#today`/`#tomorrow`, which are list names above). */
function dayToken(word: string): TokenMeaning | undefined {
  if (!word.startsWith('#')) return undefined;
  const day = parseDayWord(word.slice(1));
  return day ? { kind: 'day', value: day } : undefined;
}

// A Map, not an object: a word such as `__proto__` or `constructor` must not find anything.
const TOKENS = new Map<string, TokenMeaning>([
  ['!high', { kind: 'priority', value: 'High' }],
  ['!h', { kind: 'priority', value: 'High' }],
  ['!medium', { kind: 'priority', value: 'Medium' }],
  ['!m', { kind: 'priority', value: 'Medium' }],
  ['!low', { kind: 'priority', value: 'Low' }],
  ['!l', { kind: 'priority', value: 'Low' }],
  ['#today', { kind: 'section', value: 'today' }],
  ['#tomorrow', { kind: 'section', value: 'tomorrow' }],
  ['#dump', { kind: 'section', value: 'brainDump' }],
]);

/** Whether a whole word is a quick-add token (any letter case). */
export const isQuickAddToken = (word: string) =>
  TOKENS.has(word.toLowerCase()) || dayToken(word) !== undefined || isReminderWord(word);

const WORD = /\S+/gu;
const SPACE = /\s/u;

export function parseQuickAdd(input: string): QuickAdd {
  const found: { start: number; end: number; meaning: TokenMeaning }[] = [];
  /** Replacements of input ranges, in order: "" for a token and its gap, the word for an escape. */
  const edits: { start: number; end: number; text: string }[] = [];
  const words = [...input.matchAll(WORD)];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]![0];
    const start = words[i]!.index;
    let end = start + word.length;
    let meaning = TOKENS.get(word.toLowerCase()) ?? dayToken(word);
    const reminder = meaning ? null : parseReminderWords(word, words[i + 1]?.[0]);
    if (reminder) {
      meaning = { kind: 'reminder', value: reminder.when };
      if (reminder.words === 2) {
        i += 1;
        end = words[i]!.index + words[i]![0].length;
      }
    }
    if (meaning) {
      found.push({ start, end, meaning });
      edits.push(tokenGap(input, start, end));
    } else if (word.startsWith('\\') && isQuickAddToken(word.slice(1))) {
      edits.push({ start, end, text: word.slice(1) });
    }
  }

  const lastOf = new Map(found.map((token, i) => [groupOf(token.meaning.kind), i]));
  const tokens = found.map(({ start, end, meaning }, i) => ({
    ...meaning,
    start,
    end,
    applied: lastOf.get(groupOf(meaning.kind)) === i,
  }));
  const result: QuickAdd = { text: applyEdits(input, edits).trim(), tokens };
  for (const token of tokens) {
    if (!token.applied) continue;
    if (token.kind === 'priority') result.priority = token.value;
    else if (token.kind === 'section') result.section = token.value;
    else if (token.kind === 'day') result.day = token.value;
    else result.remind = token.value;
  }
  return result;
}

/** A token and the whitespace before it (or after it, at the start), so no double gap is left. */
function tokenGap(input: string, start: number, end: number): { start: number; end: number; text: string } {
  let from = start;
  while (from > 0 && SPACE.test(input[from - 1]!)) from--;
  if (from > 0) return { start: from, end, text: '' };
  let to = end;
  while (to < input.length && SPACE.test(input[to]!)) to++;
  return { start, end: to, text: '' };
}

/** Applies edits given in input order; an edit overlapping an earlier one starts where that one ended. */
function applyEdits(input: string, edits: { start: number; end: number; text: string }[]): string {
  let out = '';
  let at = 0;
  for (const edit of edits) {
    const start = Math.max(edit.start, at);
    if (edit.end <= start && edit.text === '') continue;
    out += input.slice(at, start) + edit.text;
    at = Math.max(at, edit.end);
  }
  return out + input.slice(at);
}
