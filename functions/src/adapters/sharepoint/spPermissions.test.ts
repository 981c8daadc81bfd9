import { describe, expect, it } from 'vitest';
import { PERMISSION_KIND, hasPermission, listRightsOf } from './spPermissions';

// Full Control as REST answers it (High and Low as strings): the sample answer of getusereffectivepermissions,
// sharepoint.stackexchange.com/questions/142543. Other levels are built from their permission kinds.
const FULL_CONTROL = { High: '2147483647', Low: '4294967295' };
const OPEN_ITEMS = 6;
const VIEW_VERSIONS = 7;

/** A mask granting these permission kinds (kind k is bit k-1), in REST's string form. */
function maskOf(...kinds: number[]) {
  let low = 0;
  let high = 0;
  for (const kind of kinds) {
    if (kind <= 32) low = (low | (1 << (kind - 1))) >>> 0;
    else high = (high | (1 << (kind - 33))) >>> 0;
  }
  return { High: String(high), Low: String(low) };
}

const READ = maskOf(PERMISSION_KIND.ViewListItems, OPEN_ITEMS, VIEW_VERSIONS);
const CONTRIBUTE = maskOf(
  PERMISSION_KIND.ViewListItems,
  PERMISSION_KIND.AddListItems,
  PERMISSION_KIND.EditListItems,
  PERMISSION_KIND.DeleteListItems,
  OPEN_ITEMS,
  VIEW_VERSIONS,
);
const DESIGN = maskOf(
  PERMISSION_KIND.ViewListItems,
  PERMISSION_KIND.AddListItems,
  PERMISSION_KIND.EditListItems,
  PERMISSION_KIND.ManageLists,
);

describe("SharePoint's effective permissions", () => {
  it('reads each permission kind from its bit, in the low or the high half', () => {
    expect(hasPermission({ High: 0, Low: 1 }, PERMISSION_KIND.ViewListItems)).toBe(true);
    expect(hasPermission({ High: 0, Low: 1 }, PERMISSION_KIND.AddListItems)).toBe(false);
    expect(hasPermission({ High: 0, Low: 0x800 }, PERMISSION_KIND.ManageLists)).toBe(true);
    // Kind 33 is bit 0 of the high half; the sign bit of the low half is kind 32.
    expect(hasPermission({ High: 1, Low: 0 }, 33)).toBe(true);
    expect(hasPermission({ High: 0, Low: '2147483648' }, 32)).toBe(true);
    expect(hasPermission({ High: 0, Low: 0 }, 0)).toBe(false);
  });

  it('knows full control only by its whole mask', () => {
    expect(hasPermission(FULL_CONTROL, PERMISSION_KIND.FullMask)).toBe(true);
    expect(hasPermission(CONTRIBUTE, PERMISSION_KIND.FullMask)).toBe(false);
  });

  it("gives readers view, contributors view and add, and full control everything, as the board's rights", () => {
    expect(listRightsOf(READ)).toEqual({ view: true, add: false, manage: false });
    expect(listRightsOf(CONTRIBUTE)).toEqual({ view: true, add: true, manage: false });
    expect(listRightsOf(DESIGN)).toEqual({ view: true, add: true, manage: true });
    expect(listRightsOf(FULL_CONTROL)).toEqual({ view: true, add: true, manage: true });
    expect(listRightsOf({ High: '0', Low: '0' })).toEqual({ view: false, add: false, manage: false });
  });
});
