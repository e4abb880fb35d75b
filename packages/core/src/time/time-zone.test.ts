import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zone';

describe('canonicalTimeZone', () => {
  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['EUROPE/PARIS', 'Europe/Paris'],
    ['  America/Los_Angeles ', 'America/Los_Angeles'],
    ['america/los_angeles', 'America/Los_Angeles'],
    ['utc', 'UTC'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
  ])('spells %j as %j', (typed, canonical) => {
    expect(canonicalTimeZone(typed)).toBe(canonical);
  });

  it.each(['', '   ', 'Mars/Olympus', 'Paris'])('knows no zone %j', (typed) => {
    expect(canonicalTimeZone(typed)).toBeUndefined();
  });
});
