import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenOf } from './session-cache';

describe('SessionCache', () => {
  it('answers until the time to live has passed, then forgets', () => {
    let now = 0;
    const cache = new SessionCache<string>(10_000, 10, () => now);
    cache.set('token', 'ada');
    now = 9_999;
    expect(cache.get('token')).toBe('ada');
    now = 10_000;
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets a deleted session at once', () => {
    const cache = new SessionCache<string>(10_000, 10, () => 0);
    cache.set('token', 'ada');
    cache.delete('token');
    expect(cache.get('token')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache<string>(10_000, 2, () => 0);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    expect(cache.get('c')).toBe('3');
  });
});

describe('sessionTokenOf', () => {
  it.each([
    [undefined, undefined],
    ['theme=dark', undefined],
    ['better-auth.session_token=abc.sig', 'better-auth.session_token=abc.sig'],
    ['a=1; __Secure-better-auth.session_token=xyz; b=2', '__Secure-better-auth.session_token=xyz'],
  ])('%s → %s', (header, expected) => {
    expect(sessionTokenOf(header)).toBe(expected);
  });
});
