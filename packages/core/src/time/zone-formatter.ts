// Building a DateTimeFormat is costly and rules run per task, so keep one per zone and shape.
// Intl accepts any casing of a zone name, so the key space is not strictly bounded: cap it.
const MAX_CACHED_FORMATTERS = 500;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter for `timeZone` with `options`, named by `shape` (one name per options object).
 * Pinning calendar and digits keeps the output independent of the host's locale data.
 */
export function zoneFormatter(
  shape: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${shape}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
