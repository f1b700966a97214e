/**
 * The keyboard shortcuts that open search: Ctrl+K / ⌘K anywhere, and "/" when the user is not
 * typing into a field. Kept tiny: this file is part of every page's first-load JavaScript.
 */

/** True when the event target takes text input (so "/" must type a slash there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
  isComposing?: boolean;
}

/** True for Ctrl+K, ⌘K, and "/" outside a text field. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}

/** True on Apple platforms, where the shortcut is shown as ⌘K. */
export function isApplePlatform(nav: {platform?: string; userAgent?: string} | undefined): boolean {
  if (!nav) return false;
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || '');
}
