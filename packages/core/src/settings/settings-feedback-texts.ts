/**
 * What the Settings page says after a change: that it was saved, or what went wrong and what to
 * do, in the user's words rather than the API's ("timeZone: must be an IANA time zone…").
 */
export const SETTINGS_FEEDBACK_TEXTS = {
  unknownZone: (typed: string) =>
    `“${typed}” is not a time zone Dayflow knows. Choose one from the list, such as Europe/Paris.`,
  noZone: 'Type or choose a time zone first, such as Europe/Paris.',
  notSaved: 'Your change was not saved. Check your connection and try again.',
  zoneSaved: (zone: string) => `Time zone saved: ${zone}.`,
  rolloverSaved: (on: boolean) =>
    on ? 'Saved: Tomorrow’s tasks move to Today each morning.' : 'Saved: Tomorrow’s tasks stay in Tomorrow.',
  restDaysSaved: (names: readonly string[]) =>
    names.length === 0
      ? 'Saved: no rest days.'
      : `Saved: ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`} ${names.length === 1 ? 'is a rest day' : 'are rest days'}.`,
} as const;
