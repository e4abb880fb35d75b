import { browserOf, deviceName, systemOf } from '@dayflow/core';

/** "Firefox on Windows" from a user agent, or null when neither part is recognised. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  return deviceName(browserOf(userAgent), systemOf(userAgent));
}
