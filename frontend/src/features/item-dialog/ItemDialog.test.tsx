import { createTranslate } from '../../i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { card, findQuestion, mockApi, renderAt, saves, setUpDialogTest, where } from './testing/dialogPage';
import { testBoard } from './testing/demoFields';

beforeEach(setUpDialogTest);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ItemDialog', () => {
  it('opens an item by its route: a dialog named by its title, with its fields, tabs and buttons', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/12?SPHostUrl=x');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Fix login');
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).textContent).toContain('In Progress');
    expect(within(dialog).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(dialog).getAllByRole('tab')).toHaveLength(5);
    for (const name of ['Fields', 'Subtasks', 'Comments', 'Watchers', 'Timeline'])
      expect(within(dialog).getByRole('tab', { name })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save and close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'More actions' })).toBeTruthy();
  });

  it('checks values with the shared rules before saving and names the problem under the field', async () => {
    const calls = mockApi();
    renderAt('/kanban/b1/list1/12');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Estimate' }), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is a required field.')).toBeTruthy();
    expect(screen.getByText('The value cannot be more than 40.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves only the changed values with the version read, then reloads the item', async () => {
    const calls = mockApi();
    renderAt('/kanban/b1/list1/12');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Estimate' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0].body).toMatchObject({
      boardID: 'b1',
      listID: 'list1',
      itemID: 12,
      etag: 'e1',
      values: [{ name: 'Estimate', value: '8' }],
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/item/values' && c.method === 'GET')).toHaveLength(2));
    expect(where()).toBe('/kanban/b1/list1/12');
  });

  it("shows the spec's WIP message when the target column is full", async () => {
    mockApi({ 'POST /api/item/values': () => ({ status: 409, body: { code: 'wip_limit', message: 'full' } }) });
    renderAt('/kanban/b1/list1/12');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Estimate' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByText('This column has reached its work-in-progress limit.')).toBeTruthy();
    expect(where()).toBe('/kanban/b1/list1/12');
  });

  it("puts the server's per-field problems under their fields", async () => {
    const message = 'Assigned To: someone named is not a user of this site.';
    mockApi({
      'POST /api/item/values': () => ({
        status: 400,
        body: { code: 'invalid_value', message, errors: [{ field: 'AssignedTo', key: 'invalid_choice', message }] },
      }),
    });
    renderAt('/kanban/b1/list1/12');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Estimate' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(createTranslate('en-US')('invalid_choice'))).toBeTruthy();
  });

  it('asks before closing with unsaved changes, and closes to the board keeping the host query', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/12?SPHostUrl=x');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Fix logout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const question = await findQuestion('You have unsaved changes. Close without saving them?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(where()).toBe('/kanban/b1/list1/12?SPHostUrl=x');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(
      within(await findQuestion('You have unsaved changes. Close without saving them?')).getByRole('button', { name: 'OK', hidden: true }),
    );
    await waitFor(() => expect(where()).toBe('/kanban/b1?SPHostUrl=x'));
  });

  it('closes at once when nothing changed', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/12');
    await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where()).toBe('/kanban/b1'));
  });

  it('leaves its route at once for a person who asks for reduced motion', async () => {
    mockApi();
    const reduced = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', reduced);
    renderAt('/kanban/b1/list1/12');
    await screen.findByRole('textbox', { name: 'Title' });
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await vi.advanceTimersByTimeAsync(1);
      expect(where()).toBe('/kanban/b1');
      expect(reduced).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays open when the second click of a double click lands on its backdrop, and closes on a single click there', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/12');
    await screen.findByRole('textbox', { name: 'Title' });
    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    if (!backdrop) throw new Error('the dialog has no backdrop');
    fireEvent.mouseDown(backdrop, { detail: 2 });
    fireEvent.click(backdrop, { detail: 2 });
    // Longer than the dialog's closing motion, after which a closed dialog leaves its route.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(where()).toBe('/kanban/b1/list1/12');
    fireEvent.click(backdrop, { detail: 1 });
    await waitFor(() => expect(where()).toBe('/kanban/b1'));
  });

  it('shows an item the user may not edit read-only, without save buttons', async () => {
    mockApi({ 'POST /api/kanban/b1/task': card({ allowEdit: false }) });
    renderAt('/kanban/b1/list1/12');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('disabled', true);
    expect(screen.getByText('You can view this item but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("creates a new subtask in a column, then returns to its parent's dialog", async () => {
    // A title with stray spaces makes no double space in the prefix.
    const calls = mockApi({ 'POST /api/item/values': { itemID: 40 }, 'POST /api/kanban/b1/task': card({ name: ' Fix  login ' }) });
    renderAt('/kanban/b1/list1/0?column=Done&parent=12');
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('value', 'Subtask of Fix login: ');
    fireEvent.change(title, { target: { value: 'Subtask of Fix login: tests' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const sent = saves(calls)[0].body as { itemID: number; etag?: string; values: { name: string; value: string }[] };
    expect(sent.itemID).toBe(0);
    expect(sent.etag).toBeUndefined();
    expect(sent.values).toEqual(
      expect.arrayContaining([
        { name: 'Title', value: 'Subtask of Fix login: tests' },
        { name: 'Status', value: 'Done' },
        { name: 'ParentID', value: '12' },
      ]),
    );
    await waitFor(() => expect(where()).toBe('/kanban/b1/list1/12'));
  });

  it('copies an item: its values, the title with (Copy), sent with the negative id', async () => {
    const calls = mockApi({ 'POST /api/item/values': { itemID: 41 } });
    renderAt('/kanban/b1/list1/-12');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Fix login (Copy)');
    fireEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0].body).toMatchObject({
      itemID: -12,
      values: expect.arrayContaining([
        { name: 'Estimate', value: '5' },
        { name: 'Title', value: 'Fix login (Copy)' },
      ]),
    });
    await waitFor(() => expect(where()).toBe('/kanban/b1'));
  });

  it('reports a link to something that is not an item', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/abc');
    expect(await screen.findByText('This link does not point to an item.')).toBeTruthy();
  });
});

/** A board over a document library: each item is one file, named by its File field. */
const libraryBoard = testBoard({
  fields: [
    { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
    {
      internalName: 'Status',
      name: 'Status',
      type: 'Choice',
      isRequired: true,
      choices: ['Not Started', 'In Progress', 'Done'],
      defaultValue: 'Not Started',
    },
    { internalName: 'FileLeafRef', name: 'Name', type: 'File', isReadOnly: true },
  ],
  swimlanes: { field: null },
  userField: null,
  dueDateField: null,
  commentsFieldName: null,
  useSubtasks: false,
});
const storedFile = {
  name: 'plan.txt',
  title: 'plan.txt',
  ext: 'txt',
  url: '/api/item/attachments/content?name=plan.txt',
  attachmentType: 2,
};

const chooseFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

describe('a library item in the dialog', () => {
  it('refuses to save a new item without a file, then creates it and uploads its one file', async () => {
    const calls = mockApi({ 'GET /api/board': libraryBoard, 'POST /api/item/values': { itemID: 31 }, 'POST /api/item/files': storedFile });
    renderAt('/kanban/b1/list1/0');
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Title' }), { target: { value: 'Plan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('File is empty')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    const group = within(dialog).getByRole('group', { name: 'Name' });
    expect(within(group).getByText('No file yet.')).toBeTruthy();
    chooseFile(new File(['first'], 'first.txt'));
    expect(await within(group).findByText('first.txt (uploaded when you save)')).toBeTruthy();
    chooseFile(new File(['second'], 'plan.txt'));
    expect(await within(group).findByText('plan.txt (uploaded when you save)')).toBeTruthy();
    expect(within(group).queryByText('first.txt (uploaded when you save)')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/kanban/b1/list1/31'));
    expect(calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/item/')).map((c) => c.path)).toEqual([
      '/api/item/values',
      '/api/item/files',
    ]);
    expect(saves(calls)[0].body).toMatchObject({
      itemID: 0,
      values: expect.not.arrayContaining([expect.objectContaining({ name: 'FileLeafRef' })]),
    });
  });

  it('shows the stored file with a download button and replaces rather than removes it', async () => {
    mockApi({ 'GET /api/board': libraryBoard, 'GET /api/item/attachments': [storedFile] });
    renderAt('/kanban/b1/list1/12');
    const group = await screen.findByRole('group', { name: 'Name' });
    expect(await within(group).findByRole('button', { name: 'Download plan.txt' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Remove plan.txt' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });
});
