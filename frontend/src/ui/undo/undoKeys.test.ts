import { describe, expect, it } from 'vitest';
import { undoKeyOf } from './undoKeys';

function keyOn(target: Element, key: string, modifiers: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) {
  return undoKeyOf({
    key,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    shiftKey: modifiers.shift ?? false,
    altKey: modifiers.alt ?? false,
    target,
  });
}

describe('the undo keys', () => {
  const card = document.createElement('div');
  card.setAttribute('role', 'button');
  document.body.append(card);

  it('reads Ctrl+Z as undo and Ctrl+Shift+Z or Ctrl+Y as redo, with Cmd for Ctrl', () => {
    expect(keyOn(card, 'z', { ctrl: true })).toBe('undo');
    expect(keyOn(card, 'z', { meta: true })).toBe('undo');
    expect(keyOn(card, 'Z', { ctrl: true, shift: true })).toBe('redo');
    expect(keyOn(card, 'z', { meta: true, shift: true })).toBe('redo');
    expect(keyOn(card, 'y', { ctrl: true })).toBe('redo');
  });

  it('leaves every other key alone', () => {
    expect(keyOn(card, 'z')).toBeNull();
    expect(keyOn(card, 'z', { ctrl: true, alt: true })).toBeNull();
    expect(keyOn(card, 'x', { ctrl: true })).toBeNull();
    expect(keyOn(card, 'y', { ctrl: true, shift: true })).toBeNull();
  });

  it('never takes the keys from a field being typed in, nor from a dialog', () => {
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    document.body.append(input, editable, dialog);
    for (const target of [input, editable, inDialog]) expect(keyOn(target, 'z', { ctrl: true })).toBeNull();
  });
});
