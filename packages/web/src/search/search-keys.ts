import { isTypingTarget } from '../lib/typing-target';

/**
 * Whether a key press opens the search: Ctrl+K / Cmd+K anywhere (also in a text field, as in
 * most apps), or `/` when nothing is being typed.
 */
export function isSearchKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
