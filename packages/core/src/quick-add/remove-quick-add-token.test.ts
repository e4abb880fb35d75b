import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse-quick-add';
import { removeQuickAddToken } from './remove-quick-add-token';

const removeFirst = (text: string) => removeQuickAddToken(text, parseQuickAdd(text).tokens[0]!);

describe('removeQuickAddToken', () => {
  it.each([
    ['Pay rent !h now', 'Pay rent now'],
    ['!h Pay rent', 'Pay rent'],
    ['Pay rent !h', 'Pay rent'],
    ['Pay rent\n#today\nthen', 'Pay rent\nthen'],
    ['#today', ''],
    ['Café  !l  🎉', 'Café 🎉'],
  ])('%j → %j', (text, expected) => {
    expect(removeFirst(text)).toBe(expected);
  });

  it('leaves the other tokens working', () => {
    const text = 'Call Ada !h #tomorrow';
    const left = removeQuickAddToken(text, parseQuickAdd(text).tokens[0]!);
    expect(parseQuickAdd(left)).toMatchObject({ text: 'Call Ada', section: 'tomorrow' });
    expect(parseQuickAdd(left).priority).toBeUndefined();
  });
});
