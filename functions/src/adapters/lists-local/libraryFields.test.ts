import { describe, expect, it } from 'vitest';
import { ListValueError } from '../../ports/listHost';
import { checkAddable, initialFields } from './libraryFields';

const title = { internalName: 'Title', name: 'Title', type: 'Text' as const };

describe('library fields', () => {
  it('gives a library its read-only file name field', () => {
    const fields = initialFields({ title: 'Documents', isLibrary: true, fields: [title] });
    expect(fields).toEqual([title, { internalName: 'FileLeafRef', name: 'Name', type: 'File', isReadOnly: true }]);
    expect(initialFields({ title: 'Tasks', fields: [title] })).toEqual([title]);
  });

  it('refuses attachments in a library and File fields anywhere', () => {
    const attachments = { internalName: 'Attachments', name: 'Attachments', type: 'Attachments' as const };
    expect(() => initialFields({ title: 'Documents', isLibrary: true, fields: [attachments] })).toThrow(ListValueError);
    expect(() => checkAddable(false, attachments)).not.toThrow();
    expect(() => checkAddable(false, { internalName: 'Doc', name: 'Doc', type: 'File' })).toThrow(ListValueError);
    expect(() => checkAddable(true, { internalName: 'fileleafref', name: 'Name', type: 'Text' })).toThrow(ListValueError);
  });
});
