/**
 * Todoist's recurring dates ("every day", "every weekday", "every mon, wed", "every! friday at
 * 9am") as the weekdays a Dayflow routine repeats on (0 = Sunday). A routine repeats on weekdays
 * only, so other rhythms ("every 3 days", "every month") are recognised as recurring but have
 * no weekdays: the import then keeps the task once and says why.
 */
export type Recurrence = { weekdays: number[] } | { unsupported: string } | null;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const NAMED: Record<string, number[]> = {
  day: EVERY_DAY,
  'other day': [],
  morning: EVERY_DAY,
  evening: EVERY_DAY,
  night: EVERY_DAY,
  weekday: [1, 2, 3, 4, 5],
  workday: [1, 2, 3, 4, 5],
  weekend: [0, 6],
};
const DAY_NAMES: [RegExp, number][] = [
  [/^sun(day)?s?$/, 0],
  [/^mon(day)?s?$/, 1],
  [/^tue(s|sday)?s?$/, 2],
  [/^wed(s|nesday)?s?$/, 3],
  [/^thu(r|rs|rsday)?s?$/, 4],
  [/^fri(day)?s?$/, 5],
  [/^sat(urday)?s?$/, 6],
];

export function readRecurrence(date: string): Recurrence {
  const value = date.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === 'daily') return { weekdays: EVERY_DAY };
  const every = /^(every!?|ev!?) (.+)$/.exec(value);
  if (!every) return null;
  // A time of day, a start or an end changes nothing about which weekdays it repeats on.
  const rule = every[2]!
    .replace(/ (at|@) .*$/, '')
    .replace(/ (starting|from|until|ending|for) .*$/, '')
    .trim();
  const named = NAMED[rule];
  if (named) return named.length > 0 ? { weekdays: named } : { unsupported: date.trim() };
  const days = rule.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
  const weekdays = days.map((day) => DAY_NAMES.find(([name]) => name.test(day))?.[1]);
  if (days.length > 0 && weekdays.every((d) => d !== undefined)) {
    return { weekdays: [...new Set(weekdays)].sort((a, b) => a - b) };
  }
  return { unsupported: date.trim() };
}
