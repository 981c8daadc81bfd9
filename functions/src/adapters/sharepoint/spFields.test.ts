import { describe, expect, it } from 'vitest';
import { type SpField, fieldOf } from './spFields';

/**
 * Fields as `GET _api/web/lists(guid'...')/fields` answers them with `odata=nometadata`, in the
 * properties of SP.Field and its subtypes (learn.microsoft.com, "Field, FieldCollection" REST reference,
 * SP.FieldChoice, SP.FieldMultiLineText, SP.FieldDateTime, SP.FieldNumber, SP.FieldLookup, SP.FieldUser).
 * Assumption: a number without limits answers ±1.79769313486232E+308, as the field's schema XML shows.
 */
const FIELDS: Record<string, SpField> = {
  title: {
    InternalName: 'Title',
    Title: 'Title',
    FieldTypeKind: 2,
    TypeAsString: 'Text',
    Required: true,
    ReadOnlyField: false,
    Hidden: false,
  },
  status: {
    InternalName: 'Status',
    Title: 'Status',
    FieldTypeKind: 6,
    TypeAsString: 'Choice',
    Choices: ['Not Started', 'Done'],
    FillInChoice: false,
    DefaultValue: 'Not Started',
  },
  tags: { InternalName: 'Tags', Title: 'Tags', FieldTypeKind: 15, TypeAsString: 'MultiChoice', Choices: { results: ['a', 'b'] } },
  notes: { InternalName: 'Notes', Title: 'Notes', FieldTypeKind: 3, TypeAsString: 'Note', RichText: true, AppendOnly: true },
  due: { InternalName: 'DueDate', Title: 'Due date', FieldTypeKind: 4, TypeAsString: 'DateTime', DisplayFormat: 0 },
  started: { InternalName: 'Started', Title: 'Started', FieldTypeKind: 4, TypeAsString: 'DateTime', DisplayFormat: 1 },
  percent: {
    InternalName: 'PercentComplete',
    Title: '% Complete',
    FieldTypeKind: 9,
    TypeAsString: 'Number',
    MinimumValue: 0,
    MaximumValue: 1,
    ShowAsPercentage: true,
  },
  // As it comes over the wire: JSON with SharePoint's own digits.
  points: JSON.parse(
    '{"InternalName":"Points","Title":"Points","FieldTypeKind":9,"TypeAsString":"Number","MinimumValue":-1.79769313486232E+308,"MaximumValue":1.79769313486232E+308}',
  ) as SpField,
  cost: { InternalName: 'Cost', Title: 'Cost', FieldTypeKind: 10, TypeAsString: 'Currency', CurrencyLocaleId: 1031 },
  parent: {
    InternalName: 'Parent',
    Title: 'Parent',
    FieldTypeKind: 7,
    TypeAsString: 'Lookup',
    LookupList: '{6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f}',
    LookupField: 'Title',
  },
  related: {
    InternalName: 'Related',
    Title: 'Related',
    FieldTypeKind: 7,
    TypeAsString: 'LookupMulti',
    LookupList: '{6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f}',
    AllowMultipleValues: true,
  },
  assigned: {
    InternalName: 'AssignedTo',
    Title: 'Assigned To',
    FieldTypeKind: 20,
    TypeAsString: 'UserMulti',
    AllowMultipleValues: true,
    SelectionMode: 1,
  },
  link: { InternalName: 'Link', Title: 'Link', FieldTypeKind: 11, TypeAsString: 'URL' },
  done: { InternalName: 'Done', Title: 'Done', FieldTypeKind: 8, TypeAsString: 'Boolean' },
  total: { InternalName: 'Total', Title: 'Total', FieldTypeKind: 17, TypeAsString: 'Calculated', OutputType: 9 },
  id: { InternalName: 'ID', Title: 'ID', FieldTypeKind: 5, TypeAsString: 'Counter', ReadOnlyField: true },
  file: { InternalName: 'FileLeafRef', Title: 'Name', FieldTypeKind: 18, TypeAsString: 'File', Required: true },
  attachments: { InternalName: 'Attachments', Title: 'Attachments', FieldTypeKind: 19, TypeAsString: 'Attachments', ReadOnlyField: true },
  hidden: { InternalName: 'ContentTypeId', Title: 'Content Type ID', FieldTypeKind: 25, TypeAsString: 'ContentTypeId', Hidden: true },
  computed: { InternalName: 'LinkTitle', Title: 'Title', FieldTypeKind: 12, TypeAsString: 'Computed' },
  taxonomy: { InternalName: 'Region', Title: 'Region', FieldTypeKind: 0, TypeAsString: 'TaxonomyFieldType' },
};

describe("SharePoint's fields as a board's fields", () => {
  it('maps the field types a board works with, with their properties', () => {
    expect(fieldOf(FIELDS.title)).toEqual({
      internalName: 'Title',
      name: 'Title',
      type: 'Text',
      isRequired: true,
      isReadOnly: false,
      isMulti: false,
      isAllowFillIn: false,
    });
    expect(fieldOf(FIELDS.status)).toMatchObject({
      type: 'Choice',
      choices: ['Not Started', 'Done'],
      defaultValue: 'Not Started',
      isMulti: false,
    });
    expect(fieldOf(FIELDS.tags)).toMatchObject({ type: 'MultiChoice', choices: ['a', 'b'], isMulti: true });
    expect(fieldOf(FIELDS.notes)).toMatchObject({ type: 'Note', isRich: true, appendOnly: true });
    expect(fieldOf(FIELDS.due)).toMatchObject({ type: 'DateTime', dateOnly: true });
    expect(fieldOf(FIELDS.started)).toMatchObject({ type: 'DateTime', dateOnly: false });
    expect(fieldOf(FIELDS.percent)).toMatchObject({ type: 'Number', min: 0, max: 1, isPercentage: true });
    expect(fieldOf(FIELDS.points)).toMatchObject({ type: 'Number', min: null, max: null });
    expect(fieldOf(FIELDS.cost)).toMatchObject({ type: 'Currency', currencyLocaleId: 1031 });
    expect(fieldOf(FIELDS.parent)).toMatchObject({
      type: 'Lookup',
      lookupList: '6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      titleField: 'Title',
      isMulti: false,
    });
    expect(fieldOf(FIELDS.related)).toMatchObject({ type: 'Lookup', isMulti: true });
    expect(fieldOf(FIELDS.assigned)).toMatchObject({ type: 'User', isMulti: true, mode: 1 });
    expect(fieldOf(FIELDS.link)?.type).toBe('URL');
    expect(fieldOf(FIELDS.done)?.type).toBe('Boolean');
    expect(fieldOf(FIELDS.file)).toMatchObject({ type: 'File', isRequired: false, isReadOnly: true });
    expect(fieldOf(FIELDS.attachments)).toMatchObject({ type: 'Attachments', isReadOnly: true });
  });

  it('makes calculated and counter fields read-only', () => {
    expect(fieldOf(FIELDS.total)).toMatchObject({ type: 'Calculated', isReadOnly: true });
    expect(fieldOf(FIELDS.id)).toMatchObject({ type: 'Counter', isReadOnly: true });
  });

  it('leaves out hidden fields and the types a board does not show', () => {
    expect(fieldOf(FIELDS.hidden)).toBeNull();
    expect(fieldOf(FIELDS.computed)).toBeNull();
    expect(fieldOf(FIELDS.taxonomy)).toBeNull();
  });
});
