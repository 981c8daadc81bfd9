import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import { fetchTask } from '../../../api/endpoints';
import { createItemInList, fetchChoices } from '../../../api/itemEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';
import { deferred } from '../../../testing/deferred';
import { QUICK_FORM_FOCUS_DELAY_MS } from './QuickAddForm';

vi.mock('../../../api/itemEndpoints', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createItemInList: vi.fn(),
  fetchChoices: vi.fn(),
}));
vi.mock('../../../api/endpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchTask: vi.fn() }));

const me = { id: 7, name: 'Ada', email: 'ada@example.com', login: 'ada' };
const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true },
  { internalName: 'Priority', name: 'Priority', type: 'Choice' },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true },
];
const settings = { fields, swimlanes: { field: 'Priority' }, userField: 'AssignedTo', allowSorting: true, userPermission: 3 };
const board = boardOf(settings);
const tasks: TasksResponse = {
  users: [],
  rows: [
    row('high', [column('todo', [card('Fix login', 'todo', 1000, 'high')]), column('done', [card('Ship', 'done', 1000, 'high')], 1)]),
    row('', [column('todo', []), column('done', [])], true),
  ],
};
const todoOf = (lane: string) => within(screen.getByRole('region', { name: lane })).getByRole('region', { name: 'TODO' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(createItemInList).mockReset();
  vi.mocked(fetchTask).mockReset();
  vi.mocked(fetchChoices).mockReset();
});

describe('quick add', () => {
  it('offers the add button only where a card may be added', () => {
    renderCanvas({ board, tasks, me });
    const high = screen.getByRole('region', { name: 'high' });
    expect(within(high).getByRole('button', { name: 'Add a card to TODO' })).toBeTruthy();
    // DONE of this lane is at its WIP limit.
    expect(within(high).queryByRole('button', { name: 'Add a card to DONE' })).toBeNull();
    cleanup();
    renderCanvas({ board: boardOf({ userPermission: 1 }), tasks, me });
    expect(screen.queryByRole('button', { name: /Add a card/ })).toBeNull();
    cleanup();
    renderCanvas({ board: boardOf({ disableCreateFromColumn: true }), tasks, me });
    expect(screen.queryByRole('button', { name: /Add a card/ })).toBeNull();
  });

  it('asks for the required fields and adds the card with its cell, the current user and the first order', async () => {
    vi.mocked(createItemInList).mockResolvedValue({ itemID: 42 });
    const created = { ...card('Write tests', 'todo', 990, 'high'), id: 42, uniqueID: 'list1#42' };
    vi.mocked(fetchTask).mockResolvedValue(created);
    const { read } = renderCanvas({ board, tasks, me });
    fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
    const form = await within(todoOf('high')).findByRole('form', { name: 'New card in TODO' });
    expect(within(form).queryByRole('combobox')).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Write tests' } });
    fireEvent.submit(form);

    await waitFor(() => expect(within(todoOf('high')).getByRole('button', { name: 'Write tests' })).toBeTruthy());
    expect(createItemInList).toHaveBeenCalledWith('b1', 'list1', 'https://host/sites/demo', [
      { name: 'Title', value: 'Write tests', type: 'Text' },
      { name: 'Status', value: 'todo' },
      { name: 'Priority', value: 'high' },
      { name: 'AssignedTo', value: '7', type: 'User' },
      { name: 'KanbanOrder', value: '990', type: 'Number' },
    ]);
    expect(fetchTask).toHaveBeenCalledWith('b1', { siteURL: 'https://host/sites/demo', listID: 'list1', itemID: 42 });
    expect(read().rows[0].columns[0].items.map((item) => item.name)).toEqual(['Write tests', 'Fix login']);
  });

  it('stays open after each card for the next one, focus kept in the title, until Escape', async () => {
    let nextId = 40;
    vi.mocked(createItemInList).mockImplementation(async () => ({ itemID: ++nextId }));
    vi.mocked(fetchTask).mockImplementation(async (_board, info) => {
      const titles: Record<number, string> = { 41: 'First', 42: 'Second', 43: 'Third' };
      return { ...card(titles[info.itemID], 'todo', 1000 - info.itemID, 'high'), id: info.itemID, uniqueID: `list1#${info.itemID}` };
    });
    const { read } = renderCanvas({ board, tasks, me });
    fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
    const form = await within(todoOf('high')).findByRole('form', { name: 'New card in TODO' });
    for (const title of ['First', 'Second', 'Third']) {
      const box = within(form).getByRole('textbox', { name: 'Title' });
      box.focus();
      fireEvent.change(box, { target: { value: title } });
      fireEvent.submit(form);
      await waitFor(() => expect(within(todoOf('high')).getByRole('button', { name: title })).toBeTruthy());
      await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', ''));
      expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Title' }));
    }
    expect(createItemInList).toHaveBeenCalledTimes(3);
    expect(read().rows[0].columns[0].items.map((item) => item.name)).toEqual(['Third', 'Second', 'First', 'Fix login']);
    expect(screen.getByRole('form', { name: 'New card in TODO' })).toBe(form);
    fireEvent.keyDown(within(form).getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('takes the focus 367 ms after opening', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      renderCanvas({ board, tasks, me });
      fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
      const title = screen.getByRole('textbox', { name: 'Title' });
      act(() => vi.advanceTimersByTime(QUICK_FORM_FOCUS_DELAY_MS - 1));
      expect(document.activeElement).not.toBe(title);
      act(() => vi.advanceTimersByTime(1));
      expect(document.activeElement).toBe(title);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an empty required field', async () => {
    renderCanvas({ board, tasks, me });
    fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
    fireEvent.submit(await screen.findByRole('form', { name: 'New card in TODO' }));
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    expect(createItemInList).not.toHaveBeenCalled();
  });

  it('is busy until its choices are loaded, and closes on Escape', async () => {
    const choices = deferred<string[]>();
    vi.mocked(fetchChoices).mockReturnValue(choices.promise);
    renderCanvas({
      board: boardOf({ ...settings, fields: [...fields, { internalName: 'Size', name: 'Size', type: 'Choice', isRequired: true }] }),
      tasks,
      me,
    });
    fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
    const form = await screen.findByRole('form', { name: 'New card in TODO' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(within(form).getByText('Loading…')).toBeTruthy();
    // Busy: an outside click does not close it.
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('form')).toBeTruthy();
    await act(async () => choices.resolve(['S', 'M']));
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));
    expect(fetchChoices).toHaveBeenCalledWith('https://host/sites/demo', 'list1', 'Size', expect.anything());
    expect(within(form).getByRole('combobox', { name: 'Size' })).toBeTruthy();
    fireEvent.keyDown(within(form).getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('closes on an outside click once ready, after the press is released, so the click reaches what was pressed', async () => {
    renderCanvas({ board, tasks, me });
    fireEvent.click(within(todoOf('high')).getByRole('button', { name: 'Add a card to TODO' }));
    const card = screen.getByRole('button', { name: 'Fix login' });
    fireEvent.pointerDown(card);
    expect(screen.getByRole('form')).toBeTruthy();
    fireEvent.pointerUp(card);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
