import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches once and then has the value at hand', async () => {
    const fetch = vi.fn(async () => 'code');
    const source = onDemand(fetch);
    expect(source.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    expect([a, b, source.loaded()]).toEqual(['code', 'code', 'code']);
    await source.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const source = onDemand<string>(fetch);
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
