const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "12 days ago": deletions are kept 30 days. */
export function deletedAgo(deletedAt: number, now: number): string {
  const ago = Math.max(0, now - deletedAt);
  if (ago < MINUTE_MS) return 'just now';
  if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
  if (ago < DAY_MS) return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
  return relative.format(-Math.floor(ago / DAY_MS), 'day');
}
