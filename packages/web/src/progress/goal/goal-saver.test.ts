import { describe, expect, it, vi } from 'vitest';
import { createGoalSaver } from './goal-saver';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createGoalSaver', () => {
  it('sends one at a time and skips to the latest value', async () => {
    const calls: { goal: number; done: ReturnType<typeof deferred> }[] = [];
    const saver = createGoalSaver((goal) => {
      const done = deferred();
      calls.push({ goal, done });
      return done.promise;
    });
    saver.save(6);
    saver.save(7);
    saver.save(8);
    expect(calls.map((c) => c.goal)).toEqual([6]);
    calls[0]!.done.resolve();
    await settle();
    expect(calls.map((c) => c.goal)).toEqual([6, 8]);
    calls[1]!.done.resolve();
    await settle();
    saver.save(9);
    expect(calls.map((c) => c.goal)).toEqual([6, 8, 9]);
  });

  it('logs a failure and carries on with the next value', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createGoalSaver(send);
    saver.save(3);
    saver.save(4);
    await settle();
    expect(send.mock.calls).toEqual([[3], [4]]);
    expect(error).toHaveBeenCalledWith('Goal update failed:', expect.any(Error));
    error.mockRestore();
  });
});
