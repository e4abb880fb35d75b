import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { avatarInitial, displayNameOrFallback } from './rules';

describe('avatarInitial', () => {
  it.each([
    { name: 'Ada Lovelace', initial: 'A' },
    { name: 'ada', initial: 'A' },
    { name: '  zoë  ', initial: 'Z' },
    { name: 'élodie', initial: 'É' },
    { name: 'e\u0301mile', initial: 'E\u0301' },
    { name: '𝒜lice', initial: '𝒜' },
    { name: '👩‍💻 Dev', initial: '👩‍💻' },
    { name: '李雷', initial: '李' },
    { name: '', initial: TEXTS.avatarFallback },
    { name: '   ', initial: TEXTS.avatarFallback },
    { name: null, initial: TEXTS.avatarFallback },
    { name: undefined, initial: TEXTS.avatarFallback },
  ])('$name → $initial', ({ name, initial }) => {
    expect(avatarInitial(name)).toBe(initial);
  });
});

describe('displayNameOrFallback', () => {
  it.each([
    { name: 'Ada Lovelace', shown: 'Ada Lovelace' },
    { name: '  Ada  ', shown: 'Ada' },
    { name: '', shown: TEXTS.userFallback },
    { name: ' \t\n', shown: TEXTS.userFallback },
    { name: null, shown: TEXTS.userFallback },
    { name: undefined, shown: TEXTS.userFallback },
  ])('$name → $shown', ({ name, shown }) => {
    expect(displayNameOrFallback(name)).toBe(shown);
  });
});
