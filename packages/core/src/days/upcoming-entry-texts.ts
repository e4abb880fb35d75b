/**
 * The way into the Upcoming page, shown on the planner's first load (the header's link and the
 * phone's tab bar). Apart from UPCOMING_TEXTS (upcoming-texts.ts), which only the page, fetched
 * on demand, needs.
 */
export const UPCOMING_TITLE = 'Upcoming';
export const UPCOMING_PATH = '/upcoming';
