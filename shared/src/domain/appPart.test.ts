import { describe, expect, it } from 'vitest';
import { appPartHeight, openDialogMessage, parseDialogResult, parseHostMessage, platformFormUrl, resizeMessage } from './appPart';

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
    for (const other of [
      'spScroll:{"top":"1","height":2}',
      'spScroll:{"top":1,"height":0}',
      'spScroll:nope',
      'resize',
      42,
      { type: 'getSize' },
    ]) {
      expect(parseHostMessage(other)).toBeNull();
    }
  });
});

describe("the platform's item forms", () => {
  const site = 'https://contoso.sharepoint.com/sites/sales/';
  const list = '{6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f}';

  it('opens the edit form for an item the person may edit, the display form otherwise, the new form for a new item or a copy', () => {
    const pageType = (url: string) => /PageType=(\d+)/.exec(url)?.[1];
    expect(platformFormUrl(site, list, 7, true)).toBe(
      `https://contoso.sharepoint.com/sites/sales/_layouts/15/listform.aspx?PageType=6&ListId=${encodeURIComponent(list)}&ID=7`,
    );
    expect(pageType(platformFormUrl(site, list, 7, false))).toBe('4');
    expect(platformFormUrl(site, list, 0, true)).toBe(
      `https://contoso.sharepoint.com/sites/sales/_layouts/15/listform.aspx?PageType=8&ListId=${encodeURIComponent(list)}`,
    );
    expect(pageType(platformFormUrl(site, list, -7, true))).toBe('8');
  });

  it('asks the host for its dialog with the sender id, and reads only a well-formed answer', () => {
    expect(JSON.parse(openDialogMessage('part-1', 'https://x/form', 'Fix the roof').slice('opendialog:'.length))).toEqual({
      senderId: 'part-1',
      url: 'https://x/form',
      title: 'Fix the roof',
    });
    expect(parseDialogResult('dialogresult:{"result":1}')).toEqual({ saved: true });
    expect(parseDialogResult('dialogresult:{"result":0}')).toEqual({ saved: false });
    expect(parseDialogResult('dialogresult:{"result":"1"}')).toBeNull();
    expect(parseDialogResult('dialogresult:{')).toBeNull();
    expect(parseDialogResult({ result: 1 })).toBeNull();
  });
});
