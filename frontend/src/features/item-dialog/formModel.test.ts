import { describe, expect, it } from 'vitest';
import { COPY_SUFFIX, forcedAssignee, formFieldsOf, initialValues, isFieldEditable, shownFields, valuesToSave } from './formModel';
import { testBoard } from './testing/demoFields';

const stored = [
  { name: 'Title', value: 'Fix login' },
  { name: 'Status', value: 'In Progress' },
  { name: 'AssignedTo', value: '3,7' },
  { name: 'Log', value: 'old entry' },
  { name: 'KanbanComments', value: 'latest comment' },
  { name: 'ID', value: '12' },
];

describe('formFieldsOf', () => {
  it('puts the title first and leaves out comments, order and computed fields', () => {
    const names = formFieldsOf(testBoard()).map((f) => f.internalName);
    expect(names[0]).toBe('Title');
    expect(names).toContain('Attachments');
    expect(names).not.toContain('KanbanComments');
    expect(names).not.toContain('KanbanOrder');
    expect(names).not.toContain('ID');
  });

  it('leaves out the fields the list sets itself, such as Created By on SharePoint', () => {
    const author = { internalName: 'Author', name: 'Created By', type: 'User', isReadOnly: true };
    const names = formFieldsOf(testBoard({ fields: [...testBoard().fields, author] })).map((f) => f.internalName);
    expect(names).not.toContain('Author');
    expect(names).toContain('Attachments');
  });

  it('follows the form definition when the board has one', () => {
    const board = testBoard({ formDefinition: { fields: ['Status', 'Title', 'Nope', 'KanbanComments'] } });
    expect(formFieldsOf(board).map((f) => f.internalName)).toEqual(['Title', 'Status']);
  });
});

describe('initialValues', () => {
  const board = testBoard();

  it('starts an edit from the stored values, without append-only history', () => {
    const values = initialValues(board, { kind: 'existing', values: stored }, null);
    expect(values).toMatchObject({ Title: 'Fix login', Status: 'In Progress', AssignedTo: '3,7' });
    expect(values.Log).toBeUndefined();
    expect(values.KanbanComments).toBeUndefined();
  });

  it("appends (Copy) to a copy's title", () => {
    expect(initialValues(board, { kind: 'copy', values: stored }, null).Title).toBe(`Fix login${COPY_SUFFIX}`);
  });

  it("presets a new item's defaults, column, lane, parent and subtask title", () => {
    const values = initialValues(
      board,
      { kind: 'new', column: 'Done', lane: 'High', parentId: 5, titlePrefix: 'Subtask of Fix login: ' },
      null,
    );
    expect(values).toEqual({ Status: 'Done', Priority: 'High', ParentID: '5', Title: 'Subtask of Fix login: ' });
  });

  it('takes the default lane (empty value) over the field default', () => {
    expect(initialValues(board, { kind: 'new', column: null, lane: '', parentId: null, titlePrefix: '' }, null).Priority).toBe('');
  });

  it('assigns a new item to its creator when the user may only edit their own items', () => {
    const ownOnly = testBoard({ userPermission: 3 });
    const assignee = forcedAssignee(ownOnly, 'new', 9);
    expect(assignee).toBe(9);
    expect(initialValues(ownOnly, { kind: 'new', column: null, lane: null, parentId: null, titlePrefix: '' }, assignee).AssignedTo).toBe(
      '9',
    );
    expect(
      isFieldEditable(
        ownOnly.fields.find((f) => f.internalName === 'AssignedTo')!,
        'new',
        ownOnly,
        assignee,
      ),
    ).toBe(false);
    expect(forcedAssignee(ownOnly, 'edit', 9)).toBeNull();
    expect(forcedAssignee(testBoard(), 'new', 9)).toBeNull();
  });
});

describe('isFieldEditable', () => {
  const board = testBoard();
  const field = (name: string) => board.fields.find((f) => f.internalName === name)!;

  it('disables everything read-only and computed', () => {
    expect(isFieldEditable(field('Title'), 'edit', board, null)).toBe(true);
    expect(isFieldEditable(field('Title'), 'readOnly', board, null)).toBe(false);
    expect(isFieldEditable(field('ID'), 'edit', board, null)).toBe(false);
  });

  it('lets the upload list change attachments although their value is read-only', () => {
    expect(isFieldEditable(field('Attachments'), 'edit', board, null)).toBe(true);
  });

  it("puts a library's File field on the form, changed by its file control and never sent as a value", () => {
    const library = testBoard({ fields: [...board.fields, { internalName: 'FileLeafRef', name: 'Name', type: 'File', isReadOnly: true }] });
    const file = library.fields.find((f) => f.type === 'File')!;
    expect(formFieldsOf(library)).toContain(file);
    expect(isFieldEditable(file, 'edit', library, null)).toBe(true);
    expect(valuesToSave(library, formFieldsOf(library), 'new', {}, { Title: 'Plan', FileLeafRef: 'plan.txt' })).toEqual([
      { name: 'Status', value: '' },
      { name: 'Title', value: 'Plan' },
    ]);
  });
});

describe('valuesToSave', () => {
  const board = testBoard();
  const fields = formFieldsOf(board);

  it('sends only the changed values of an update', () => {
    const base = { Title: 'Fix login', Status: 'In Progress' };
    expect(valuesToSave(board, fields, 'edit', base, { ...base, Status: 'Done', ID: '99' })).toEqual([{ name: 'Status', value: 'Done' }]);
  });

  it('sends every filled value and the required ones of a new item', () => {
    const sent = valuesToSave(board, fields, 'new', {}, { Status: 'Done', Title: '', Priority: 'High', Estimate: '' });
    expect(sent).toEqual([
      { name: 'Status', value: 'Done' },
      { name: 'Title', value: '' },
      { name: 'Priority', value: 'High' },
    ]);
  });
});

describe('shownFields', () => {
  it('keeps required, filled and refused fields in the short view', () => {
    const fields = formFieldsOf(testBoard());
    const shown = shownFields(
      fields,
      true,
      (f) => f.internalName === 'Priority',
      (f) => f.internalName === 'Estimate',
    );
    expect(shown.map((f) => f.internalName)).toEqual(['Title', 'Status', 'Priority', 'Estimate']);
    expect(
      shownFields(
        fields,
        false,
        () => false,
        () => false,
      ),
    ).toHaveLength(fields.length);
  });
});
