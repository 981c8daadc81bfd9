import { describe, expect, it } from 'vitest';
import { fieldSchemaXml } from './spFieldXml';

// The schema XML SharePoint writes for its own fields (learn.microsoft.com, "Field element (Field)" of the
// CAML schema): internal name in Name and StaticName, choices as CHOICES/CHOICE, Format for dates.
const LIST = '0d6f6c3a-5b4e-4c1d-9a8b-7c6d5e4f3a2b';

describe("a board's field as SharePoint's schema XML", () => {
  it('writes a choice with its choices and default, escaped', () => {
    expect(
      fieldSchemaXml(
        { internalName: 'Status', name: 'Status & state', type: 'Choice', choices: ['Open', '<Done>'], defaultValue: 'Open' },
        LIST,
      ),
    ).toBe(
      '<Field Type="Choice" Name="Status" StaticName="Status" DisplayName="Status &amp; state" Required="FALSE" FillInChoice="FALSE"><CHOICES><CHOICE>Open</CHOICE><CHOICE>&lt;Done&gt;</CHOICE></CHOICES><Default>Open</Default></Field>',
    );
  });

  it('writes notes, dates, numbers, people and lookups with their attributes', () => {
    expect(fieldSchemaXml({ internalName: 'Comments', name: 'Comments', type: 'Note', appendOnly: true, isRich: false }, LIST)).toBe(
      '<Field Type="Note" Name="Comments" StaticName="Comments" DisplayName="Comments" Required="FALSE" RichText="FALSE" AppendOnly="TRUE" NumLines="6" />',
    );
    expect(fieldSchemaXml({ internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true }, LIST)).toContain('Format="DateOnly"');
    expect(fieldSchemaXml({ internalName: 'Done', name: 'Done', type: 'Number', min: 0, max: 1, isPercentage: true }, LIST)).toContain(
      'Percentage="TRUE" Min="0" Max="1"',
    );
    expect(fieldSchemaXml({ internalName: 'Owners', name: 'Owners', type: 'User', isMulti: true }, LIST)).toContain(
      'Type="UserMulti" Name="Owners" StaticName="Owners" DisplayName="Owners" Required="FALSE" Mult="TRUE" UserSelectionMode="PeopleOnly"',
    );
    expect(fieldSchemaXml({ internalName: 'ParentID', name: 'Parent', type: 'Lookup' }, LIST)).toContain(
      `Type="Lookup" Name="ParentID" StaticName="ParentID" DisplayName="Parent" Required="FALSE" List="{${LIST}}" ShowField="Title"`,
    );
    expect(
      fieldSchemaXml({ internalName: 'Area', name: 'Area', type: 'Lookup', lookupList: '6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' }, LIST),
    ).toContain('List="{6f1c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f}"');
  });
});
