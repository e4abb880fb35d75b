import { isTypingTarget } from '../lib/typing-target';

/**
 * Ctrl+Z / Cmd+Z undoes, with Shift it redoes: what the key press asks for, or null when it is
 * not one of them or the user is typing.
 */
export function undoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return null;
  if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return null;
  return event.shiftKey ? 'redo' : 'undo';
}
