import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { card, mockApi, renderAt, saves, setUpDialogTest, storedValues } from './testing/dialogPage';
import { TEST_FIELDS, testBoard } from './testing/demoFields';

beforeEach(setUpDialogTest);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LABELS_FIELD = { internalName: 'Tags', name: 'Tags', type: 'MultiChoice', choices: ['Bug', 'Idea', 'Old'] };
const board = (overrides: Record<string, unknown> = {}) =>
  testBoard({
    fields: [...TEST_FIELDS, LABELS_FIELD],
    labelsFieldName: 'Tags',
    labelsColors: [
      { name: 'Bug', color: '#E74856', disabled: false },
      { name: 'Idea', color: '#0078D7', disabled: false },
      { name: 'Old', color: '#767676', disabled: true },
    ],
    allowAddLabels: true,
    ...overrides,
  });
const values = (tags: string) => storedValues([{ name: 'Tags', value: tags }]);

describe("the dialog's labels", () => {
  it("picks the card's labels from the board's, in their colours, and saves them with the card", async () => {
    const calls = mockApi({ 'GET /api/board': board(), 'GET /api/item/values': values('Bug') });
    renderAt('/kanban/b1/list1/12');
    const group = await screen.findByRole('group', { name: 'Tags' });
    const box = (name: string) => within(group).getByRole<HTMLInputElement>('checkbox', { name });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(box('Bug').checked).toBe(true);
    fireEvent.click(box('Idea'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0].body).toMatchObject({ etag: 'e1', values: [{ name: 'Tags', value: 'Bug;#Idea' }] });
  });

  it('creates a label where the board allows it, and ticks it', async () => {
    const calls = mockApi({
      'GET /api/board': board(),
      'GET /api/item/values': values(''),
      'POST /api/boards/addNewLabel': {
        choices: ['Bug', 'Idea', 'Old', 'Ops'],
        labelsColors: [{ name: 'Ops', color: '#8764B8', disabled: false }],
      },
    });
    renderAt('/kanban/b1/list1/12');
    const group = await screen.findByRole('group', { name: 'Tags' });
    fireEvent.change(screen.getByRole('textbox', { name: 'New label' }), { target: { value: 'Ops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Ops' }).checked).toBe(true));
    expect(calls.find((c) => c.path === '/api/boards/addNewLabel')?.body).toEqual({
      boardId: 'b1',
      site: 'https://host/sites/demo',
      list: 'list1',
      field: 'Tags',
      labels: ['Ops'],
    });
  });

  it('offers no new label when the board keeps its labels to its settings, and nothing to change to viewers', async () => {
    mockApi({ 'GET /api/board': board({ allowAddLabels: false }), 'GET /api/item/values': values('Bug') });
    renderAt('/kanban/b1/list1/12');
    await screen.findByRole('group', { name: 'Tags' });
    expect(screen.queryByRole('textbox', { name: 'New label' })).toBeNull();
    cleanup();
    mockApi({
      'GET /api/board': board({ userPermission: 1 }),
      'POST /api/kanban/b1/task': card({ allowEdit: false }),
      'GET /api/item/values': values('Bug'),
    });
    renderAt('/kanban/b1/list1/12');
    const group = await screen.findByRole('group', { name: 'Tags' });
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Bug' }).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'New label' })).toBeNull();
  });
});
