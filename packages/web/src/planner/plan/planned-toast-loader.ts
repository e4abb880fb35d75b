import { onDemand } from '../../lib/on-demand';

// Fetched the first time a typed task is planned for a later day: the toast library comes on demand too.
const plannedToast = onDemand(() => import('./planned-toast'));

/** The planned toast (planned-toast.tsx), once its code is here. */
export function showPlannedToast(day: string) {
  plannedToast.load().then(
    (module) => module.showPlannedToast(day),
    () => undefined,
  );
}
