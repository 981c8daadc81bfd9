import { describe, expect, it } from 'vitest';
import type { Field } from '@listboard/shared';
import { restChangesOf, storedValueOf } from './spValues';

const field = (internalName: string, type: Field['type'], extra: Partial<Field> = {}): Field => ({
  internalName,
  name: internalName,
  type,
  isRequired: false,
  isReadOnly: false,
  isMulti: false,
  isAllowFillIn: false,
  ...extra,
});

const FIELDS = [
  field('Title', 'Text'),
  field('Status', 'Choice'),
  field('Tags', 'MultiChoice', { isMulti: true }),
  field('Notes', 'Note'),
  field('Points', 'Number'),
  field('Cost', 'Currency'),
  field('Due', 'DateTime', { dateOnly: true }),
  field('Done', 'Boolean'),
  field('Link', 'URL'),
  field('AssignedTo', 'User', { isMulti: true }),
  field('Author', 'User'),
  field('Parent', 'Lookup'),
  field('Related', 'Lookup', { isMulti: true }),
  field('Attachments', 'Attachments'),
];
const byName = (name: string) => FIELDS.find((f) => f.internalName === name) as Field;

/**
 * An item as `GET _api/web/lists(guid'...')/items(7)` answers it with odata=minimalmetadata
 * (learn.microsoft.com, "Working with lists and list items with REST"): people and lookups as ids under
 * `{name}Id`, a link as { Description, Url }. Assumption: an empty multi-value person or lookup answers
 * [] (nometadata and minimalmetadata) or { results: [] } (verbose); all three read the same.
 */
const ITEM = {
  'odata.etag': '"3"',
  Id: 7,
  Title: 'Fix the roof',
  Status: 'Done',
  Tags: ['a', 'b'],
  Notes: '<div>Grüße</div>',
  Points: 5.5,
  Cost: 1999.99,
  Due: '2026-12-24T00:00:00Z',
  Done: true,
  Link: { Description: 'Spec', Url: 'https://contoso.sharepoint.com/spec' },
  AssignedToId: [12, 15],
  AuthorId: 9,
  ParentId: 3,
  RelatedId: { results: [1, 2] },
  Attachments: true,
};

describe("SharePoint's item values", () => {
  it('reads every field type as a list keeps it', () => {
    const values = Object.fromEntries(FIELDS.map((f) => [f.internalName, storedValueOf(f, ITEM)]));
    expect(values).toEqual({
      Title: 'Fix the roof',
      Status: 'Done',
      Tags: ['a', 'b'],
      Notes: '<div>Grüße</div>',
      Points: 5.5,
      Cost: 1999.99,
      Due: '2026-12-24T00:00:00Z',
      Done: true,
      Link: { url: 'https://contoso.sharepoint.com/spec', description: 'Spec' },
      AssignedTo: [12, 15],
      Author: [9],
      Parent: [3],
      Related: [1, 2],
      Attachments: true,
    });
  });

  it('reads empty values as empty, whatever metadata level answered', () => {
    const empty = {
      Title: null,
      Tags: { results: [] },
      Link: null,
      AssignedToId: [],
      ParentId: null,
      Done: null,
      Points: null,
      Attachments: false,
    };
    for (const name of ['Title', 'Tags', 'Link', 'AssignedTo', 'Parent', 'Done', 'Points'])
      expect(storedValueOf(byName(name), empty)).toBeNull();
    expect(storedValueOf(byName('Attachments'), {})).toBe(false);
  });

  it('writes changes in the body SharePoint takes, clearing with null or []', () => {
    expect(
      restChangesOf(FIELDS, {
        Title: 'New',
        Tags: ['b'],
        Link: { url: 'https://x.test', description: 'X' },
        AssignedTo: [4],
        Author: [9],
        Parent: null,
        Related: [],
        Due: '2026-12-31T00:00:00Z',
        Unknown: 'dropped',
      }),
    ).toEqual({
      Title: 'New',
      Tags: ['b'],
      Link: { Url: 'https://x.test', Description: 'X' },
      AssignedToId: [4],
      AuthorId: 9,
      ParentId: null,
      RelatedId: [],
      Due: '2026-12-31T00:00:00Z',
    });
  });

  it('reads back what it writes', () => {
    const changes = { Tags: ['a'], Link: { url: 'https://y.test', description: '' }, AssignedTo: [4, 5], Parent: [2], Points: 3 };
    const body = restChangesOf(FIELDS, changes);
    for (const [name, value] of Object.entries(changes)) expect(storedValueOf(byName(name), body)).toEqual(value);
  });
});
