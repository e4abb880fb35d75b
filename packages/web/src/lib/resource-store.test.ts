import { describe, expect, it, vi } from 'vitest';
import { createResource, perKey } from './resource-store';

describe('createResource', () => {
  it('tells readers of a change, once, and not of the same value again', () => {
    const resource = createResource(1);
    const listener = vi.fn();
    resource.subscribe(listener);
    resource.set(2);
    resource.set(2);
    expect(resource.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls watched when the first reader arrives, and again after all had left', () => {
    const watched = vi.fn();
    const resource = createResource(0, watched);
    const stopA = resource.subscribe(() => {});
    const stopB = resource.subscribe(() => {});
    expect(watched).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    resource.subscribe(() => {});
    expect(watched).toHaveBeenCalledTimes(2);
  });
});

describe('perKey', () => {
  it('makes one instance per key', () => {
    const forUser = perKey((key) => ({ key }));
    expect(forUser('a')).toBe(forUser('a'));
    expect(forUser('b')).not.toBe(forUser('a'));
  });
});
