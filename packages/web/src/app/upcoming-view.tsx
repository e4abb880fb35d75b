import type { Routine } from '@dayflow/core';
import UpcomingScreen from '../planner/upcoming/upcoming-screen';
import { useRoutines } from '../routines/routines-store';
import { useProfile } from '../session/session';

const NONE: Routine[] = [];

/**
 * The Upcoming page's days with the user's routines, whose copies-to-be they list: the routines
 * come from their own store, read when the page opens and kept current by the live connection.
 * Until they are read (or when they cannot be) the days show their tasks alone.
 */
export default function UpcomingView() {
  const routines = useRoutines(useProfile().id);
  return <UpcomingScreen routines={routines.data ?? NONE} />;
}
