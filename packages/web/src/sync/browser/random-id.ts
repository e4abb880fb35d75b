/**
 * 32 hex digits from the platform's CSPRNG. Not crypto.randomUUID: that one exists only in secure
 * contexts, and the app may be opened over plain http on a LAN address.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
