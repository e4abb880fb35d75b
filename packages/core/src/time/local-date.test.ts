import { describe, expect, it } from 'vitest';
import { daysBetween, isDateKey, localDateKey } from './local-date';

describe('localDateKey', () => {
  it.each([
    { name: 'UTC midday', ms: Date.UTC(2026, 0, 15, 12), zone: 'UTC', key: '2026-01-15' },
    {
      name: 'Auckland is already tomorrow',
      ms: Date.UTC(2026, 5, 15, 20),
      zone: 'Pacific/Auckland',
      key: '2026-06-16',
    },
    {
      name: 'Los Angeles is still today',
      ms: Date.UTC(2026, 5, 15, 20),
      zone: 'America/Los_Angeles',
      key: '2026-06-15',
    },
    {
      name: 'New York 1 ms before local midnight',
      ms: Date.UTC(2026, 0, 16, 5) - 1,
      zone: 'America/New_York',
      key: '2026-01-15',
    },
    { name: 'New York at local midnight', ms: Date.UTC(2026, 0, 16, 5), zone: 'America/New_York', key: '2026-01-16' },
    {
      name: 'New York just before spring-forward gap',
      ms: Date.UTC(2026, 2, 8, 6, 59),
      zone: 'America/New_York',
      key: '2026-03-08',
    },
    {
      name: 'New York end of the 23-hour day',
      ms: Date.UTC(2026, 2, 9, 3, 59),
      zone: 'America/New_York',
      key: '2026-03-08',
    },
    {
      name: 'Paris end of the 23-hour day',
      ms: Date.UTC(2026, 2, 29, 21, 59),
      zone: 'Europe/Paris',
      key: '2026-03-29',
    },
    { name: 'Paris next midnight (CEST)', ms: Date.UTC(2026, 2, 29, 22), zone: 'Europe/Paris', key: '2026-03-30' },
    { name: 'Kolkata half-hour offset', ms: Date.UTC(2026, 11, 31, 18, 30), zone: 'Asia/Kolkata', key: '2027-01-01' },
    { name: 'zone name in another casing', ms: Date.UTC(2026, 5, 15, 20), zone: 'pacific/auckland', key: '2026-06-16' },
  ])('$name → $key', ({ ms, zone, key }) => {
    expect(localDateKey(ms, zone)).toBe(key);
  });

  it.each([
    { name: 'unknown zone', ms: 0, zone: 'Mars/Olympus' },
    { name: 'NaN instant', ms: Number.NaN, zone: 'UTC' },
  ])('throws a RangeError for $name', ({ ms, zone }) => {
    expect(() => localDateKey(ms, zone)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    { from: '2026-03-07', to: '2026-03-07', days: 0 },
    { from: '2026-01-31', to: '2026-02-01', days: 1 },
    { from: '2026-02-28', to: '2026-03-01', days: 1 },
    { from: '2028-02-28', to: '2028-03-01', days: 2 },
    { from: '2026-12-31', to: '2027-01-01', days: 1 },
    { from: '2026-03-07', to: '2026-03-09', days: 2 },
    { from: '2026-03-28', to: '2026-03-30', days: 2 },
    { from: '2026-10-31', to: '2026-11-02', days: 2 },
    { from: '2026-02-01', to: '2026-01-31', days: -1 },
    { from: '2026-01-01', to: '2027-01-01', days: 365 },
    { from: '0026-01-01', to: '0026-01-02', days: 1 },
  ])('$from → $to = $days', ({ from, to, days }) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-1', '', 'yesterday', '2026-01-01T00:00'])('rejects %j', (bad) => {
    expect(isDateKey(bad)).toBe(false);
    expect(() => daysBetween(bad, '2026-01-01')).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', bad)).toThrow(RangeError);
  });
});
