import { describe, expect, it } from 'vitest';
import { listContentTypeFor, siteContentTypeOf } from './spContentTypes';

const ITEM_IN_LIST = '0x0100' + 'A33D9C6D0E2D4A4F8C4E3A8B62B5F0C1';
const TASK_IN_LIST = '0x010800' + 'B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5E6';

describe('content types of a list', () => {
  it("names the site content type each of a list's types was made from", () => {
    expect(siteContentTypeOf(ITEM_IN_LIST)).toBe('0x01');
    expect(siteContentTypeOf(TASK_IN_LIST)).toBe('0x0108');
    expect(siteContentTypeOf('0x0108')).toBe('0x0108');
  });

  it("finds the list's own type for a site type in any letter case, and none for a type the list lacks", () => {
    expect(listContentTypeFor([ITEM_IN_LIST, TASK_IN_LIST], '0x0108')).toBe(TASK_IN_LIST);
    expect(listContentTypeFor([ITEM_IN_LIST, TASK_IN_LIST], '0X01')).toBe(ITEM_IN_LIST);
    expect(listContentTypeFor([ITEM_IN_LIST], '0x0101')).toBeNull();
  });
});
