import { describe, expect, it } from 'vitest';
import { undoKey } from './undo-keys';

function press(target: HTMLElement, init: KeyboardEventInit) {
  document.body.append(target);
  let wanted: ReturnType<typeof undoKey> = null;
  const listen = (event: KeyboardEvent) => (wanted = undoKey(event));
  window.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  window.removeEventListener('keydown', listen);
  target.remove();
  return wanted;
}

const element = (tag: string, type?: string) => {
  const el = document.createElement(tag);
  if (type) el.setAttribute('type', type);
  return el;
};
const editable = () => {
  const el = document.createElement('div');
  el.setAttribute('contenteditable', 'true');
  return el;
};

describe('undoKey', () => {
  it.each([
    ['Ctrl+Z on the page', element('div'), { key: 'z', ctrlKey: true }, 'undo'],
    ['Cmd+Z on the page', element('div'), { key: 'z', metaKey: true }, 'undo'],
    ['Ctrl+Shift+Z (Z as typed with Shift)', element('div'), { key: 'Z', ctrlKey: true, shiftKey: true }, 'redo'],
    ['Cmd+Shift+Z', element('div'), { key: 'z', metaKey: true, shiftKey: true }, 'redo'],
    ['Ctrl+Z on a checkbox', element('input', 'checkbox'), { key: 'z', ctrlKey: true }, 'undo'],
    ['Ctrl+Z on a priority radio', element('input', 'radio'), { key: 'z', ctrlKey: true }, 'undo'],
    ['Ctrl+Z on a button', element('button'), { key: 'z', ctrlKey: true }, 'undo'],
    ['Ctrl+Z in a text input', element('input', 'text'), { key: 'z', ctrlKey: true }, null],
    ['Ctrl+Z in an input of no type', element('input'), { key: 'z', ctrlKey: true }, null],
    ['Ctrl+Z in a textarea', element('textarea'), { key: 'z', ctrlKey: true }, null],
    ['Ctrl+Z in a select', element('select'), { key: 'z', ctrlKey: true }, null],
    ['Ctrl+Z in an editable element', editable(), { key: 'z', ctrlKey: true }, null],
    ['Z alone', element('div'), { key: 'z' }, null],
    ['Ctrl+Alt+Z', element('div'), { key: 'z', ctrlKey: true, altKey: true }, null],
    ['Ctrl+Y', element('div'), { key: 'y', ctrlKey: true }, null],
  ] as const)('%s', (_, target, init, expected) => {
    expect(press(target, init)).toBe(expected);
  });
});
