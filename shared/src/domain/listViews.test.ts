import { describe, expect, it } from 'vitest';
import { chosenViewIdsByList, viewListKey } from './listViews';
import { offeredViewsOf } from './offeredViews';

const LIST = '6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10';

describe('list views as filters', () => {
  it('offers the kept views that name a list and a view, and leaves out what an import left without them', () => {
    expect(
      offeredViewsOf([
        { listID: LIST, id: 'v1', title: 'Open' },
        { listID: LIST, title: 'No id' },
        { id: 'v2' },
        { listID: LIST, id: 'v3' },
      ]),
    ).toEqual([
      { listID: LIST, id: 'v1', title: 'Open' },
      { listID: LIST, id: 'v3', title: '' },
    ]);
  });

  it('groups chosen views by list, whatever the braces and letter case of the list id, each view once', () => {
    const byList = chosenViewIdsByList([
      { listID: LIST, id: 'v1' },
      { listID: `{${LIST.toUpperCase()}}`, id: 'v2' },
      { listID: LIST, id: 'v1' },
    ]);
    expect([...byList]).toEqual([[viewListKey(LIST), ['v1', 'v2']]]);
  });
});
