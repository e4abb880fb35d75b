import { LiveMessageSchema, type LiveMessage } from '@dayflow/core';

/** A frame of the live stream, or null (logged) when it is not a message this client knows. */
export function parseLiveMessage(data: string): LiveMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  const parsed = LiveMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn('Ignoring an unreadable live message', data.slice(0, 200));
  return null;
}
