import { describe, expect, it } from 'vitest';
import { TaskIdSchema } from './task-schemas';
import { uuidv7 } from './task-id';

const bytes = (fill: number) => new Uint8Array(10).fill(fill);

describe('uuidv7', () => {
  it('is a UUID the API accepts, with version 7 and the RFC variant', () => {
    const id = uuidv7(1_764_000_000_000, bytes(0xff));
    expect(TaskIdSchema.safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('starts with the time in milliseconds, so later ids sort later', () => {
    expect(uuidv7(0x0123456789ab, bytes(0)).slice(0, 13)).toBe('01234567-89ab');
    const earlier = uuidv7(1_000, bytes(0xff));
    const later = uuidv7(1_001, bytes(0));
    expect(earlier < later).toBe(true);
  });

  it('carries the random bytes it is given', () => {
    expect(uuidv7(0, bytes(0))).not.toBe(uuidv7(0, bytes(1)));
  });

  it('refuses a clock it cannot encode and too few random bytes', () => {
    expect(() => uuidv7(-1, bytes(0))).toThrow(RangeError);
    expect(() => uuidv7(2 ** 48, bytes(0))).toThrow(RangeError);
    expect(() => uuidv7(0, new Uint8Array(9))).toThrow(RangeError);
  });
});
