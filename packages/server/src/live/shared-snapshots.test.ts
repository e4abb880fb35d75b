import { describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { SharedSnapshots } from './shared-snapshots';

const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('SharedSnapshots', () => {
  it("shares one read and one Buffer among a user's sockets asking together, never another user's", async () => {
    const reads: string[] = [];
    const snapshots = new SharedSnapshots(async (uid) => {
      reads.push(uid);
      return { tasks: [] as Task[], version: 7 };
    });
    const [a, b, c, other] = await Promise.all([
      snapshots.get('u1'),
      snapshots.get('u1'),
      snapshots.get('u1'),
      snapshots.get('u2'),
    ]);
    expect(reads.sort()).toEqual(['u1', 'u2']);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(other).not.toBe(a);
    expect(a.version).toBe(7);
    expect(JSON.parse(a.data.toString())).toEqual({ type: 'snapshot', tasks: [], version: 7 });
  });

  it('does not hand an asker a read that started before it asked; one read per user at a time', async () => {
    let release!: () => void;
    let reads = 0;
    const snapshots = new SharedSnapshots(async () => {
      reads++;
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return { tasks: [] as Task[], version: 0 };
    });
    const first = snapshots.get('u1');
    await flush();
    expect(reads).toBe(1); // the first read is running
    const second = snapshots.get('u1');
    const third = snapshots.get('u1');
    await flush();
    expect(reads).toBe(1); // waits for the running one instead of reading beside it
    release();
    await first;
    expect(await second).toBe(await third);
    expect(reads).toBe(2);
  });
});
