import { onDemand, useOnDemand } from '../lib/on-demand';
import { useFollowsCalendars } from '../planner/day/carried-over';

// Its own chunk, fetched only for a user who follows a calendar: the planner's first load stays as it was.
const timeline = onDemand(() => import('../calendars/today-timeline').then((module) => module.default));

/** Today's calendar events above the Today list, when the user follows a calendar. */
export function TodayTimelineLoader() {
  const wanted = useFollowsCalendars();
  const Timeline = useOnDemand(timeline, wanted).value;
  return wanted && Timeline ? <Timeline /> : null;
}
