/**
 * Words the progress UI needs beyond the spec's own texts (those come from TEXTS in core):
 * accessible names and small captions, kept in one place so tests use the same strings.
 */
export const PROGRESS_LABELS = {
  openPanel: (percent: number) => `Daily Productivity: ${percent}% of today's goal`,
  ring: 'Progress toward today’s goal',
  close: 'Close',
  dailyGoal: 'Daily goal',
  decreaseGoal: 'Decrease daily goal',
  increaseGoal: 'Increase daily goal',
  goalHint: (min: number, max: number) => `${min}–${max} tasks a day`,
  goalInvalid: (typed: string, min: number, max: number) =>
    `“${typed.trim() || 'Nothing'}” is not a goal Dayflow can use. Type a whole number from ${min} to ${max}, then press Enter.`,
  doneOfGoal: (done: number, goal: number) => `${done} of ${goal} tasks done today`,
  milestones: 'Milestones',
  reached: 'reached',
  notReached: 'not reached yet',
  days: (count: number) => (count === 1 ? 'day' : 'days'),
} as const;
