import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Item, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { addNewLabel } from '../../../api/configEndpoints';
import { fetchTask } from '../../../api/endpoints';
import { saveItemValues } from '../../../api/itemEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

vi.mock('../../../api/itemEndpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), saveItemValues: vi.fn() }));
vi.mock('../../../api/endpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchTask: vi.fn() }));
vi.mock('../../../api/configEndpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), addNewLabel: vi.fn() }));

const BUG = { name: 'Bug', color: '#E74856', disabled: false };
const IDEA = { name: 'Idea', color: '#0078D7', disabled: false };
const OLD = { name: 'Old', color: '#767676', disabled: true };
const labelsField = { internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: ['Bug', 'Idea', 'Old'] };
const labelled = (overrides: Record<string, unknown> = {}) =>
  boardOf({
    fields: [{ internalName: 'Title', name: 'Title', type: 'Text', isRequired: true }, labelsField],
    labelsFieldName: 'Labels',
    labelsColors: [BUG, IDEA, OLD],
    allowAddLabels: true,
    canEditSettings: false,
    ...overrides,
  });
const shown = (label: { name: string; color: string }) => ({ ...label, fontColor: '#FFFFFF' });
const fix: Item = { ...card('Fix login', 'todo', 1000), labels: [shown(BUG)] };
const locked: Item = { ...card('Locked', 'todo', 1010), allowEdit: false };
const tasks: TasksResponse = { users: [], rows: [row('', [column('todo', [fix, locked]), column('done', [])], true)] };

async function openLabels(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `More options for ${title}` }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit labels' }));
  return screen.findByRole('dialog', { name: `Edit labels: ${title}` });
}
const box = (picker: HTMLElement, name: string) => within(picker).getByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => {
  cleanup();
  vi.mocked(saveItemValues).mockReset();
  vi.mocked(fetchTask).mockReset();
  vi.mocked(addNewLabel).mockReset();
});

describe("a card's labels", () => {
  it("lists the board's enabled labels with the card's ticked, and writes the change over the card's version", async () => {
    vi.mocked(saveItemValues).mockResolvedValue({ itemID: fix.id });
    vi.mocked(fetchTask).mockResolvedValue({ ...fix, labels: [shown(IDEA)] });
    const { read } = renderCanvas({ board: labelled(), tasks });
    const picker = await openLabels('Fix login');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(2);
    expect(box(picker, 'Bug').checked).toBe(true);
    expect(box(picker, 'Idea').checked).toBe(false);
    expect(within(picker).queryByRole('checkbox', { name: 'Old' })).toBeNull();

    fireEvent.click(box(picker, 'Idea'));
    fireEvent.click(box(picker, 'Bug'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saveItemValues).toHaveBeenCalledWith(
      { boardID: 'b1', siteURL: fix.info.siteURL, listID: 'list1', itemID: fix.id },
      [{ name: 'Labels', value: 'Idea', type: 'MultiChoice' }],
      fix.info.etag,
    );
    await waitFor(() => expect(read().rows[0].columns[0].items[0].labels.map((l) => l.name)).toEqual(['Idea']));
  });

  it('keeps a disabled label the card carries, so it can be taken off', async () => {
    const old = { ...fix, labels: [shown(OLD)] };
    renderCanvas({ board: labelled(), tasks: { users: [], rows: [row('', [column('todo', [old])], true)] } });
    const picker = await openLabels('Fix login');
    expect(box(picker, 'Old').checked).toBe(true);
  });

  it('says why a save failed and keeps the picker open, as inline edits do', async () => {
    vi.mocked(saveItemValues).mockRejectedValue(new ApiError(412, 'stale_item', 'This card was changed by someone else.'));
    renderCanvas({ board: labelled(), tasks });
    const picker = await openLabels('Fix login');
    fireEvent.click(box(picker, 'Idea'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card was changed by someone else.');
    expect(screen.getByRole('dialog', { name: 'Edit labels: Fix login' })).toBeTruthy();
  });

  it('creates a label on the board, ticks it and writes it with the others', async () => {
    vi.mocked(addNewLabel).mockResolvedValue({
      choices: ['Bug', 'Idea', 'Old', 'Ops'],
      labelsColors: [BUG, IDEA, OLD, { name: 'Ops', color: '#8764B8', disabled: false }],
    });
    vi.mocked(saveItemValues).mockResolvedValue({ itemID: fix.id });
    vi.mocked(fetchTask).mockResolvedValue(fix);
    renderCanvas({ board: labelled(), tasks });
    const picker = await openLabels('Fix login');
    fireEvent.change(within(picker).getByRole('textbox', { name: 'New label' }), { target: { value: ' Ops ' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(box(picker, 'Ops').checked).toBe(true));
    expect(addNewLabel).toHaveBeenCalledWith({ boardId: 'b1', site: fix.info.siteURL, list: 'list1', field: 'Labels', labels: ['Ops'] });
    fireEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveItemValues).toHaveBeenCalledWith(
        expect.anything(),
        [{ name: 'Labels', value: 'Bug;#Ops', type: 'MultiChoice' }],
        fix.info.etag,
      ),
    );
  });

  it('ticks a label the board has instead of creating it again', async () => {
    renderCanvas({ board: labelled(), tasks });
    const picker = await openLabels('Fix login');
    fireEvent.change(within(picker).getByRole('textbox', { name: 'New label' }), { target: { value: 'IDEA' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Create label' }));
    expect(box(picker, 'Idea').checked).toBe(true);
    expect(addNewLabel).not.toHaveBeenCalled();
  });

  it('offers no new label when the board does not let editors add them', async () => {
    renderCanvas({ board: labelled({ allowAddLabels: false }), tasks });
    const picker = await openLabels('Fix login');
    expect(within(picker).queryByRole('textbox', { name: 'New label' })).toBeNull();
  });

  it('is not offered on a card the person may not change, to viewers, or on a board without labels', async () => {
    renderCanvas({ board: labelled(), tasks });
    fireEvent.click(screen.getByRole('button', { name: 'More options for Locked' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Edit labels' })).toBeNull();
    cleanup();
    renderCanvas({
      board: labelled({ userPermission: 1 }),
      tasks: { users: [], rows: [row('', [column('todo', [{ ...fix, allowEdit: false }])], true)] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'More options for Fix login' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Edit labels' })).toBeNull();
    cleanup();
    renderCanvas({ board: boardOf(), tasks });
    fireEvent.click(screen.getByRole('button', { name: 'More options for Fix login' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Edit labels' })).toBeNull();
  });
});
