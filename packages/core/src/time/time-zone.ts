/**
 * A zone's canonical IANA spelling ('europe/paris' → 'Europe/Paris', 'Etc/UTC' → 'UTC'), as the
 * runtime's time-zone data names it; undefined when the runtime does not know the zone. Zone
 * names are matched without regard to case, so this is how a typed zone is stored and compared.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  const trimmed = zone.trim();
  if (trimmed === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
