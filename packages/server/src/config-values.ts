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

/** `cal.lan:8080, 127.0.0.1:4010` → those entries, lower-case; a message for anything else. */
export function parseHostPorts(value: string | undefined): string[] | string {
  const entries: string[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(`http://${item}`);
    } catch {
      return `${item} is not a host:port such as calendar.lan:8080`;
    }
    const port = /:(\d+)$/.exec(item)?.[1];
    if (!port || `${url.hostname}:${port}` !== item || url.pathname !== '/' || url.username) {
      return `${item} must be a host and port such as calendar.lan:8080`;
    }
    entries.push(item);
  }
  return entries;
}
