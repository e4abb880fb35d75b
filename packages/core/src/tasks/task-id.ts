/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. The client makes each new
 * task's id with it, so the id is final from the first keystroke (no temporary id to swap), and
 * ids made later sort later, which keeps inserts at the end of the primary-key index.
 *
 * Pure: the caller passes the clock and 10 random bytes (crypto.getRandomValues in the browser).
 */
export function uuidv7(nowMs: number, random: Uint8Array): string {
  if (random.length < 10) throw new RangeError('uuidv7 needs 10 random bytes');
  if (!Number.isInteger(nowMs) || nowMs < 0 || nowMs >= 2 ** 48) throw new RangeError('uuidv7 needs a 48-bit time');
  const bytes = new Uint8Array(16);
  let time = nowMs;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes.set(random.subarray(0, 10), 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f); // version 7
  bytes[8] = 0x80 | (bytes[8]! & 0x3f); // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
