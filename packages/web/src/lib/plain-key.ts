import { isTypingTarget } from './typing-target';

/**
 * The key of a press meant for a single-key shortcut, or null: not while typing, not with Ctrl,
 * Cmd or Alt (Shift is allowed: `?`, `#`, `<`), and not while a dialog or a menu has the keys.
 */
export function plainKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('dialog, [role="dialog"], [role="menu"], [role="listbox"]')) return null;
  if (document.querySelector('dialog[open], [aria-modal="true"], [role="menu"]')) return null;
  return event.key;
}
