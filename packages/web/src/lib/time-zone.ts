/** This device's IANA time zone: where the user is now, so a typed `@9:00` means their 9 o'clock. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A reminder's time as the user reads it (`15:00` or `3:00 PM`, as their locale writes times). */
export const formatReminderTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
