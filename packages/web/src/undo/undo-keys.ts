/** Inputs that take no typing: Ctrl+Z on them is the app's, not the field's. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Where a key press belongs to the text being typed: the browser's own undo works there. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Ctrl+Z / Cmd+Z undoes, with Shift it redoes: what the key press asks for, or null when it is
 * not one of them or the user is typing.
 */
export function undoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return null;
  if (event.defaultPrevented || event.isComposing || typing(event.target)) return null;
  return event.shiftKey ? 'redo' : 'undo';
}
