import { describe, expect, it, vi } from 'vitest';
import { createServerData } from './server-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads that answer when told, in any order. */
function reads<T>() {
  const pending: ReturnType<typeof deferred<T>>[] = [];
  const read = vi.fn(() => {
    const next = deferred<T>();
    pending.push(next);
    return next.promise;
  });
  return { read, pending };
}

describe('createServerData', () => {
  it('reads when first shown, and again each time it is shown anew, keeping what it had meanwhile', async () => {
    const { read, pending } = reads<number>();
    const data = createServerData({ what: 'n', read });
    expect(data.get()).toEqual({ status: 'loading', data: undefined });
    const stop = data.subscribe(() => {});
    data.subscribe(() => {})();
    expect(read).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(1);
    await settle();
    expect(data.get()).toEqual({ status: 'loaded', data: 1 });
    stop();
    data.subscribe(() => {});
    expect(read).toHaveBeenCalledTimes(2);
    expect(data.get()).toEqual({ status: 'loaded', data: 1 });
  });

  it('never lands a read that a later read or setData overtook', async () => {
    const { read, pending } = reads<number>();
    const kept: number[] = [];
    const data = createServerData({ what: 'n', read, onWatch: 'none', onData: (n) => kept.push(n) });
    void data.reload();
    void data.reload();
    pending[1]!.resolve(2);
    pending[0]!.resolve(1); // the older answer comes last
    await settle();
    expect(data.get()).toEqual({ status: 'loaded', data: 2 });

    void data.reload();
    data.setData(3); // a live message, newer than the read on its way
    pending[2]!.resolve(0);
    await settle();
    expect(data.get()).toEqual({ status: 'loaded', data: 3 });
    expect(kept).toEqual([2, 3]); // only what landed is kept on the device
  });

  it('fails only when nothing was loaded, keeping a kept copy, and loads again on reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { read, pending } = reads<number>();
    const data = createServerData({ what: 'the count', read, initial: () => 7, onWatch: 'none' });
    data.reload();
    pending[0]!.reject(new Error('down'));
    await settle();
    expect(data.get()).toEqual({ status: 'failed', data: 7 });
    expect(error).toHaveBeenCalledWith('Could not load the count:', expect.any(Error));

    data.reload();
    expect(data.get()).toEqual({ status: 'loading', data: 7 });
    pending[1]!.resolve(8);
    await settle();
    data.reload();
    pending[2]!.reject(new Error('down again'));
    await settle();
    expect(data.get()).toEqual({ status: 'loaded', data: 8 });
    error.mockRestore();
  });

  it("'restart' shows it as not yet loaded each time it is shown anew", async () => {
    const { read, pending } = reads<number>();
    let kept = 5;
    const data = createServerData({ what: 'goal', read, initial: () => kept, onWatch: 'restart' });
    const stop = data.subscribe(() => {});
    pending[0]!.resolve(6);
    await settle();
    stop();
    kept = 4; // another tab kept a newer one
    data.subscribe(() => {});
    expect(data.get()).toEqual({ status: 'loading', data: 4 });
  });

  it('updates loaded data only, tells readers, and invalidate reads only while shown', async () => {
    const { read, pending } = reads<number[]>();
    const data = createServerData({ what: 'list', read, onWatch: 'none' });
    const listener = vi.fn();
    data.update((list) => [...list, 1]);
    expect(data.get().status).toBe('loading');
    data.invalidate();
    expect(read).not.toHaveBeenCalled();

    const stop = data.subscribe(listener);
    expect(data.watched()).toBe(true);
    data.invalidate();
    pending[0]!.resolve([1]);
    await settle();
    data.update((list) => [...list, 2]);
    expect(data.get()).toEqual({ status: 'loaded', data: [1, 2] });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    expect(data.watched()).toBe(false);
  });
});
