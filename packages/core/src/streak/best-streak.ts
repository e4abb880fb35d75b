/**
 * The best streak: the highest count the streak has reached. It is kept beside the streak and
 * raised by the same step that moves the count (countActivity), so History's best streak, the
 * streak card, the panel and the toasts all come from one rule and can never disagree: the best
 * is never below the count the card shows.
 */
export function bestStreak(stored: { best: number | null | undefined; count: number }): number {
  return Math.max(stored.best ?? 0, stored.count);
}
