/** Browser names checked in this order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A User-Agent is kept only this long: enough to name the browser and system, no more. */
export const MAX_USER_AGENT_LENGTH = 512;

const first = (list: [RegExp, string][], userAgent: string | null | undefined) =>
  (userAgent && list.find(([pattern]) => pattern.test(userAgent))?.[1]) || '';

/** "Firefox" from a user agent; '' when not recognised. */
export const browserOf = (userAgent: string | null | undefined): string => first(BROWSERS, userAgent);

/** "Windows" from a user agent; '' when not recognised. */
export const systemOf = (userAgent: string | null | undefined): string => first(SYSTEMS, userAgent);

/** "Firefox on Windows" from its two parts, either of which may be unknown (''); null when both are. */
export function deviceName(browser: string, system: string): string | null {
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || null;
}
