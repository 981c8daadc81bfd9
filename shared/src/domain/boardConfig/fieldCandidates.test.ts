import { describe, expect, it } from 'vitest';
import { type FieldInput, fieldSchema } from '../../api/fields';
import { displayTitleCandidates, fieldsFor, formFieldCandidates, swimlaneFieldCandidates, uniqueFields } from './fieldCandidates';

const fields = (
  [
    { internalName: 'Title', name: 'Title', type: 'Text' },
    { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['A', 'B'] },
    { internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High'] },
    { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
    { internalName: 'Notes', name: 'Notes', type: 'Note' },
    { internalName: 'Comments', name: 'Comments', type: 'Note', appendOnly: true },
    { internalName: 'Parent', name: 'Parent', type: 'Lookup' },
    { internalName: 'Related', name: 'Related', type: 'Lookup', isMulti: true },
    { internalName: 'Cost', name: 'Cost', type: 'Currency' },
    { internalName: 'Attachments', name: 'Attachments', type: 'Attachments' },
    { internalName: 'Code', name: 'Code', type: 'Text', isReadOnly: true },
    { internalName: 'Author', name: 'Created By', type: 'User' },
    { internalName: 'Title', name: 'Title', type: 'Text' },
  ] satisfies FieldInput[]
).map((field) => fieldSchema.parse(field));

const names = (list: { internalName: string }[]) => list.map((field) => field.internalName);

describe('field candidates', () => {
  it('keeps the first field of each internal name', () => {
    expect(names(uniqueFields(fields)).filter((name) => name === 'Title')).toEqual(['Title']);
  });

  it('offers each purpose its field types', () => {
    expect(names(fieldsFor('title', fields))).toEqual(['Title', 'Code']);
    expect(names(fieldsFor('comments', fields))).toEqual(['Comments']);
    expect(names(fieldsFor('parentLookup', fields))).toEqual(['Parent']);
    expect(names(fieldsFor('totals', fields))).toEqual(['Cost']);
  });

  it('leaves the column field out of the swimlane fields', () => {
    expect(names(swimlaneFieldCandidates(fields, 'Status'))).toEqual([
      'Title',
      'Priority',
      'AssignedTo',
      'Parent',
      'Related',
      'Code',
      'Author',
    ]);
  });

  it('offers header fields that are neither attachments nor shown already', () => {
    const config = {
      titleFieldName: 'Title',
      displayTitleFieldName: 'Status',
      displayTitleFieldName2: 'Cost',
      displayTitleFieldName3: null,
    };
    const second = names(displayTitleCandidates(fields, config, 'displayTitleFieldName2'));
    expect(second).toContain('Cost');
    expect(second).not.toContain('Status');
    expect(second).not.toContain('Title');
    expect(second).not.toContain('Attachments');
  });

  it('offers form fields that can be typed in, without the title, the column field and the platform fields', () => {
    const form = names(formFieldCandidates(fields, { titleFieldName: 'Title', columnFieldName: 'Status' }));
    expect(form).toEqual(['Priority', 'AssignedTo', 'Notes', 'Comments', 'Parent', 'Related', 'Cost', 'Attachments']);
  });
});
