import { describe, expect, it } from 'vitest';
import { appPartHeight, parseHostMessage, resizeMessage } from './appPart';

describe('app part', () => {
  it('asks for 400 px before the content is measured, the content height after, never below 200', () => {
    expect(appPartHeight(null)).toBe(400);
    expect(appPartHeight(812.4)).toBe(813);
    expect(appPartHeight(120)).toBe(200);
    expect(appPartHeight(Number.NaN)).toBe(400);
  });

  it("writes SharePoint's resize message", () => {
    expect(resizeMessage('frame-7', 640)).toBe('<message senderId=frame-7>resize(100%,640)</message>');
  });

  it('reads getSize and spScroll, and nothing else', () => {
    expect(parseHostMessage('getSize')).toEqual({ kind: 'getSize' });
    expect(parseHostMessage('spScroll:{"top":120,"height":700}')).toEqual({ kind: 'spScroll', top: 120, height: 700 });
    expect(parseHostMessage('spScroll:{"top":-5,"height":700}')).toEqual({ kind: 'spScroll', top: 0, height: 700 });
    for (const other of ['spScroll:{"top":"1","height":2}', 'spScroll:{"top":1,"height":0}', 'spScroll:nope', 'resize', 42, { type: 'getSize' }]) {
      expect(parseHostMessage(other)).toBeNull();
    }
  });
});
