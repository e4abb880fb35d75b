import { describe, expect, it } from 'vitest';
import { isSearchKey } from './search-keys';

function press(init: KeyboardEventInit, target: HTMLElement = document.body): KeyboardEvent {
  let seen: KeyboardEvent | null = null;
  target.addEventListener('keydown', (event) => (seen = event), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  return seen!;
}

describe('isSearchKey', () => {
  it('opens on / outside fields, and on Ctrl+K or Cmd+K anywhere', () => {
    const field = document.body.appendChild(document.createElement('textarea'));
    const checkbox = Object.assign(document.body.appendChild(document.createElement('input')), { type: 'checkbox' });
    expect(isSearchKey(press({ key: '/' }))).toBe(true);
    expect(isSearchKey(press({ key: '/' }, checkbox))).toBe(true);
    expect(isSearchKey(press({ key: '/' }, field))).toBe(false);
    expect(isSearchKey(press({ key: 'k', ctrlKey: true }, field))).toBe(true);
    expect(isSearchKey(press({ key: 'K', metaKey: true }))).toBe(true);
  });

  it('leaves other keys and combinations alone', () => {
    expect(isSearchKey(press({ key: 'k' }))).toBe(false);
    expect(isSearchKey(press({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchKey(press({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchKey(press({ key: '/', ctrlKey: true }))).toBe(false);
    expect(isSearchKey(press({ key: '/', isComposing: true }))).toBe(false);
  });
});
