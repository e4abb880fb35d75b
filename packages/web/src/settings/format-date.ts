const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date as this browser's language writes it (epoch ms or an ISO string). */
export const formatDay = (when: number | string) => day.format(new Date(when));
/** A date and time, for "last used" and "active", where the hour matters. */
export const formatMoment = (when: number | string) => moment.format(new Date(when));
