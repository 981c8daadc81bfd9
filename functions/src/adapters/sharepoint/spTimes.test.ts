import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListSchema } from '../../ports/listHost';
import type { SpListSchema } from './spCounters';
import { versionsOf } from './spHistory';
import { recordOf } from './spItems';
import { storedValueOf } from './spValues';
import { spInstant, withUtcZone } from './spTimes';

// The adapter runs in a time zone far from UTC and not a whole hour off it, where a zone-less time read as local shifts by 5.5 hours.
const serverZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = serverZone;
});

const list = {
  id: 'l1',
  title: 'Tasks',
  isLibrary: false,
  versioning: true,
  counters: {},
  listContentTypeIds: [],
  rootFolderUrl: '/sites/team/Lists/Tasks',
  fields: [
    { internalName: 'Title', name: 'Title', type: 'Text' },
    { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: false },
  ],
} as unknown as ListSchema & SpListSchema;

describe('SharePoint times', () => {
  it('reads a zone-less time as UTC, and one with a zone as it says', () => {
    expect(new Date('2022-11-14T13:37:26').toISOString()).toBe('2022-11-14T08:07:26.000Z');
    expect(spInstant('2022-11-14T13:37:26')).toBe('2022-11-14T13:37:26.000Z');
    expect(spInstant('2022-11-14T13:37:26Z')).toBe('2022-11-14T13:37:26.000Z');
    expect(spInstant('2022-11-14T19:07:26+05:30')).toBe('2022-11-14T13:37:26.000Z');
    expect(withUtcZone('2022-11-14')).toBe('2022-11-14');
    expect(withUtcZone('2022-11-14T13:37')).toBe('2022-11-14T13:37Z');
  });

  it("stamps a version with the moment its item's Modified names", () => {
    const item = {
      Id: 1,
      Title: 'Plan',
      Created: '2022-11-14T13:37:26Z',
      Modified: '2022-11-14T13:37:26Z',
      AuthorId: 3,
      EditorId: 3,
      OData__UIVersionString: '1.0',
      'odata.etag': '"1"',
    };
    const [version] = versionsOf(list, [
      { VersionId: 512, VersionLabel: '1.0', Created: '2022-11-14T13:37:26', Editor: { LookupId: 3 }, Title: 'Plan' },
    ]);
    expect(version.modified).toBe(recordOf(list, item).modified);
    expect(version.modified).toBe('2022-11-14T13:37:26.000Z');
  });

  it('keeps a zone-less date and time value as UTC', () => {
    expect(storedValueOf(list.fields[1], { Due: '2022-11-14T08:00:00' })).toBe('2022-11-14T08:00:00Z');
    expect(storedValueOf(list.fields[1], { Due: '2022-11-14T08:00:00Z' })).toBe('2022-11-14T08:00:00Z');
  });
});
