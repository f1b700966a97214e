import {describe, expect, it} from 'vitest';
import {
  isApplePlatform,
  isSearchShortcut,
  isTypingTarget,
  type ShortcutEvent,
} from '../../src/components/Search/shortcuts';

/** A stand-in for an element: closest() answers whether a selector would match it. */
function element(matches: boolean, isContentEditable = false): EventTarget {
  return {closest: () => (matches ? {} : null), isContentEditable} as unknown as EventTarget;
}

const key = (k: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: element(false),
  ...extra,
});

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K and ⌘K, in any field', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true, target: element(true)}))).toBe(true);
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('opens on "/" only outside text fields', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {target: element(true)}))).toBe(false);
    expect(isSearchShortcut(key('/', {target: element(false, true)}))).toBe(false);
    expect(isSearchShortcut(key('/', {ctrlKey: true}))).toBe(false);
    expect(isSearchShortcut(key('/', {isComposing: true}))).toBe(false);
  });
});

describe('isTypingTarget / isApplePlatform', () => {
  it('handles missing targets and platforms', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
    expect(isApplePlatform({platform: 'MacIntel'})).toBe(true);
    expect(isApplePlatform({platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'})).toBe(true);
    expect(isApplePlatform({platform: 'Linux x86_64'})).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
  });
});
