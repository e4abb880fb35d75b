import { z } from 'zod';

// Readers of single environment values, shared by config.ts's schema and checks.

/** An unset or blank variable reads as undefined. */
export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `https://a.example, https://b.example:8443` → their origins; a message for anything else. */
export function parseOrigins(value: string | undefined): string[] | string {
  const origins: string[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `${item} is not an origin such as https://push.example.com`;
    }
    if (url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '')) {
      return `${item} must be an https origin (no path), such as https://push.example.com`;
    }
    origins.push(url.origin);
  }
  return origins;
}
