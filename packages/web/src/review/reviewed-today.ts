import { createResource, perKey, useResource } from '../lib/resource-store';

const storageKey = (uid: string) => `dayflow.review.${uid}`;

/** The browser's local date, as the evening prompt counts days (6 pm is local too). */
export const localDay = (now: number) => new Date(now).toDateString();

/**
 * The last local date the user reviewed the evening or said 'Not now' (so the prompt stays away
 * until tomorrow evening), per user, kept on this device.
 */
export const reviewedOn = perKey((uid: string) => {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey(uid));
  } catch {
    // No storage: the prompt is only remembered for this visit.
  }
  const resource = createResource(stored);
  return {
    resource,
    mark(now: number) {
      resource.set(localDay(now));
      try {
        localStorage.setItem(storageKey(uid), localDay(now));
      } catch {
        // As above.
      }
    },
  };
});

export const useReviewedOn = (uid: string) => useResource(reviewedOn(uid).resource);
