import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/i18n';
import { errorsOf, lacksLibraryFile, validateValues } from './validation';
import { testBoard } from './testing/demoFields';

const t = createTranslate('en-US');
const fields = testBoard().fields;

describe('validateValues', () => {
  it("shows the spec's message per field, with the field's limits", () => {
    const problems = validateValues(
      fields,
      [
        { name: 'Title', value: '   ' },
        { name: 'Estimate', value: '41' },
        { name: 'Done', value: '1.5' },
        { name: 'DueDate', value: '1850-01-01' },
        { name: 'Priority', value: 'High' },
      ],
      1,
    );
    expect(errorsOf(problems, fields, t)).toEqual({
      Title: 'This is a required field.',
      Estimate: 'The value cannot be more than 40.',
      Done: 'The value cannot be more than 100.',
      DueDate: 'Enter a valid date between 1900 and 2900.',
    });
  });

  it('reports a number that is not one, and one below the minimum', () => {
    const problems = validateValues(
      fields,
      [
        { name: 'Estimate', value: 'lots' },
        { name: 'Done', value: '-0.1' },
      ],
      0,
    );
    expect(errorsOf(problems, fields, t)).toEqual({ Estimate: 'The value must be a number.', Done: 'The value cannot be less than 0.' });
  });

  it('needs a file in a required Attachments field', () => {
    const required = fields.map((f) => (f.type === 'Attachments' ? { ...f, isRequired: true } : f));
    expect(errorsOf(validateValues(required, [], 0), required, t)).toEqual({ Attachments: 'This is a required field.' });
    expect(validateValues(required, [], 2)).toEqual([]);
  });
});

describe('lacksLibraryFile', () => {
  it('holds a library item (a form with a File field) to one file, and other items to none', () => {
    const library = [
      ...fields,
      {
        internalName: 'FileLeafRef',
        name: 'Name',
        type: 'File' as const,
        isRequired: false,
        isReadOnly: true,
        isMulti: false,
        isAllowFillIn: false,
      },
    ];
    expect(lacksLibraryFile(library, 0)).toBe(true);
    expect(lacksLibraryFile(library, 1)).toBe(false);
    expect(lacksLibraryFile(fields, 0)).toBe(false);
  });
});
