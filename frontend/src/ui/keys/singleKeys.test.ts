import { describe, expect, it } from 'vitest';
import { singleKeyOf } from './singleKeys';

const press = (key: string, target: Element, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  isComposing: false,
  target,
  ...extra,
});

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector) as Element;
}

describe('single keys', () => {
  it('are the keys pressed alone on the page, or on a card', () => {
    expect(singleKeyOf(press('f', document.body), true)).toBe('f');
    expect(singleKeyOf(press('?', element('<div role="button" id="card"></div>', '#card')), true)).toBe('?');
  });

  it('never fire in fields, dialogs or menus, with a modifier, held down, while composing, or when turned off', () => {
    for (const [html, selector] of [
      ['<input id="t">', '#t'],
      ['<textarea id="t"></textarea>', '#t'],
      ['<div contenteditable="true" id="t"></div>', '#t'],
      ['<div role="combobox" id="t"></div>', '#t'],
      ['<div role="dialog"><button id="t"></button></div>', '#t'],
      ['<div role="menu"><div role="menuitem" id="t"></div></div>', '#t'],
    ])
      expect(singleKeyOf(press('f', element(html, selector)), true)).toBeNull();
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { repeat: true }, { isComposing: true }])
      expect(singleKeyOf(press('f', document.body, extra), true)).toBeNull();
    expect(singleKeyOf(press('f', document.body), false)).toBeNull();
  });
});
