import { describe, expect, it } from 'vitest';
import { SHORTCUT_GROUPS } from './shortcut-sheet-texts';
import { PRIORITY_KEYS, SHORTCUT_KEYS } from './shortcuts';

const listed = SHORTCUT_GROUPS.flatMap((group) => group.shortcuts);

describe('the shortcut set', () => {
  it('lists every key the planner listens for in the help sheet', () => {
    const shown = new Set(listed.flatMap((shortcut) => shortcut.keys));
    const handled = [...Object.values(SHORTCUT_KEYS).flat(), ...Object.keys(PRIORITY_KEYS)];
    expect(handled.filter((key) => !shown.has(key))).toEqual([]);
  });

  it('gives no key two meanings', () => {
    const meanings = new Map<string, Set<string>>();
    for (const { keys, label } of listed) {
      for (const key of keys) meanings.set(key, (meanings.get(key) ?? new Set()).add(label));
    }
    expect([...meanings].filter(([, labels]) => labels.size > 1).map(([key]) => key)).toEqual([]);
  });
});
