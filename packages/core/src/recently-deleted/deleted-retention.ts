import { DAY_MS } from '../constants';

/** How long Recently deleted keeps a deleted task before it is purged for good. */
export const DELETED_RETENTION_MS = 30 * DAY_MS;

/** The newest deletion time that is already expired; in SQL, purge `deleted_at < deletedCutoff(now)`. */
export function deletedCutoff(now: number): number {
  return now - DELETED_RETENTION_MS;
}

/** A task deleted strictly more than 30 days before `now`; null (not deleted) never expires. */
export function isExpiredDeleted(deletedAt: number | null, now: number): boolean {
  return deletedAt !== null && deletedAt < deletedCutoff(now);
}
