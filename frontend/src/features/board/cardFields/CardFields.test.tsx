import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Item, TasksResponse } from '@listboard/shared';
import { fetchTask } from '../../../api/endpoints';
import { ApiError } from '../../../api/client';
import { saveItemValues } from '../../../api/itemEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';
import { deferred } from '../../../testing/deferred';
import { EDITOR_FOCUS_DELAY_MS } from './InlineFieldEditor';
import { CLICK_WINDOW_MS } from './useSingleClick';

// The editor itself rather than its lazy loader: these tests step through the click window with fake timers.
vi.mock('./lazyInlineFieldEditor', async () => ({ InlineFieldEditor: (await import('./InlineFieldEditor')).InlineFieldEditor }));

vi.mock('../../../api/itemEndpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), saveItemValues: vi.fn() }));
vi.mock('../../../api/endpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchTask: vi.fn() }));

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
  { internalName: 'Project', name: 'Project', type: 'Text', isRequired: true },
  { internalName: 'Size', name: 'Size', type: 'Choice', choices: ['S', 'M', 'L'] },
  { internalName: 'Code', name: 'Code', type: 'Text', isReadOnly: true },
  { internalName: 'Notes', name: 'Notes', type: 'Note' },
];
const board = boardOf({ fields, cardFields: ['Estimate', 'Project', 'Size', 'Code', 'Notes'] });

function withValues(item: Item, values: Record<string, [string, string]>): Item {
  return { ...item, card: Object.fromEntries(Object.entries(values).map(([name, [t, v]]) => [name, { t, v }])) };
}

const fix = withValues(card('Fix login', 'todo', 1000), {
  Estimate: ['3', '3'],
  Project: ['Website', 'Website'],
  Size: ['M', 'M'],
  Code: ['FX-1', 'FX-1'],
  Notes: ['', ''],
});
const tasksWith = (...items: Item[]): TasksResponse => ({ users: [], rows: [row('', [column('todo', items), column('done', [])], true)] });

/** Presses Enter in an editor; the save follows once the key press is handled. */
async function pressEnter(element: HTMLElement) {
  fireEvent.keyDown(element, { key: 'Enter' });
  await act(async () => undefined);
}

/** Clicks a value once and lets the click window pass, so the click is a single click. */
function startEditing(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }), { detail: 1 });
  act(() => vi.advanceTimersByTime(CLICK_WINDOW_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(saveItemValues).mockReset();
  vi.mocked(fetchTask).mockReset();
});

describe('card fields', () => {
  it('shows the card fields with their names; only editable ones are buttons', () => {
    renderCanvas({ board, tasks: tasksWith(fix) });
    expect(screen.getByRole('button', { name: 'Edit Estimate: 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Size: M' })).toBeTruthy();
    expect(screen.getByText('Code')).toBeTruthy();
    expect(screen.getByText('FX-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Notes/ })).toBeNull();
  });

  it('writes dates, amounts and yes/no from their values in the page locale (en-US here)', () => {
    const typed = [
      { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
      { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true },
      { internalName: 'Budget', name: 'Budget', type: 'Currency', currencyLocaleId: 1031 },
      { internalName: 'Done', name: 'Done', type: 'Boolean', isReadOnly: true },
    ];
    const values = withValues(card('Fix login', 'todo', 1000), {
      Due: ['2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z'],
      Budget: ['1250.5', '1250.5'],
      Done: ['false', 'false'],
    });
    renderCanvas({ board: boardOf({ fields: typed, cardFields: ['Due', 'Budget', 'Done'] }), tasks: tasksWith(values) });
    expect(screen.getByRole('button', { name: 'Edit Due: November 20, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Budget: €1,250.50' })).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
  });

  it("labels the card's header lines with their fields' names and leaves out the title", () => {
    const project = withValues(card('Fix login', 'todo', 1000), { Project: ['Mobile app', 'Mobile app'], Estimate: ['5', '5'] });
    const headerBoard = boardOf({
      fields,
      displayTitleFieldName: 'Title',
      displayTitleFieldName2: 'Project',
      displayTitleFieldName3: 'Estimate',
    });
    renderCanvas({ board: headerBoard, tasks: tasksWith({ ...project, header: ['Project', 'Estimate'] }) });
    expect(screen.getByText('Project').parentElement?.textContent).toBe('Project Mobile app');
    expect(screen.getByText('Estimate').parentElement?.textContent).toBe('Estimate 5');
  });

  it('hides empty fields when the board says so', () => {
    renderCanvas({ board: boardOf({ fields, cardFields: ['Estimate', 'Notes'], cardFieldsHideEmpty: true }), tasks: tasksWith(fix) });
    expect(screen.getByText('Estimate')).toBeTruthy();
    expect(screen.queryByText('Notes')).toBeNull();
  });

  it('edits nothing on cards the user may not change or boards that do not allow it', () => {
    renderCanvas({ board, tasks: tasksWith({ ...fix, allowEdit: false }) });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    cleanup();
    renderCanvas({ board: boardOf({ fields, cardFields: ['Estimate'], allowEditFromCard: false }), tasks: tasksWith(fix) });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('opens the editor only after the click window, and focuses it 200 ms later', () => {
    renderCanvas({ board, tasks: tasksWith(fix) });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Estimate: 3' }), { detail: 1 });
    act(() => vi.advanceTimersByTime(CLICK_WINDOW_MS - 1));
    expect(screen.queryByRole('textbox', { name: 'Estimate' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const input = screen.getByRole('textbox', { name: 'Estimate' });
    expect(document.activeElement).not.toBe(input);
    act(() => vi.advanceTimersByTime(EDITOR_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(input);
  });

  it('opens the card instead on a double click', () => {
    const { onOpenCard } = renderCanvas({ board, tasks: tasksWith(fix) });
    const value = screen.getByRole('button', { name: 'Edit Estimate: 3' });
    fireEvent.click(value, { detail: 1 });
    fireEvent.click(value, { detail: 2 });
    fireEvent.doubleClick(value);
    act(() => vi.advanceTimersByTime(CLICK_WINDOW_MS * 2));
    expect(screen.queryByRole('textbox', { name: 'Estimate' })).toBeNull();
    expect(onOpenCard).toHaveBeenCalledWith(expect.objectContaining({ uniqueID: fix.uniqueID }));
  });

  it('saves on Enter, shows the new value at once and then the refreshed card', async () => {
    const saved = deferred<{ itemID: number }>();
    vi.mocked(saveItemValues).mockReturnValue(saved.promise);
    vi.mocked(fetchTask).mockResolvedValue(withValues({ ...fix, info: { ...fix.info, etag: '"2"' } }, { Estimate: ['5', '5'] }));
    const { read } = renderCanvas({ board, tasks: tasksWith(fix) });
    startEditing(/Edit Estimate/);
    const input = screen.getByRole('textbox', { name: 'Estimate' });
    fireEvent.change(input, { target: { value: '4,5' } });
    // Testing Library's waiting runs on timers: from here on they are real.
    vi.useRealTimers();
    await pressEnter(input);

    expect(saveItemValues).toHaveBeenCalledWith(
      { boardID: 'b1', siteURL: fix.info.siteURL, listID: 'list1', itemID: fix.info.itemID },
      [{ name: 'Estimate', value: '4.5', type: 'Number' }],
      fix.info.etag,
    );
    expect(screen.getByRole('button', { name: 'Edit Estimate: 4.5' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fix login' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => saved.resolve({ itemID: fix.info.itemID }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Estimate: 5' }).getAttribute('aria-disabled')).toBe('false'));
    expect(fetchTask).toHaveBeenCalledWith('b1', { siteURL: fix.info.siteURL, listID: 'list1', itemID: fix.info.itemID });
    expect(read().rows[0].columns[0].items[0].info.etag).toBe('"2"');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Estimate: 5' }));
  });

  it('saves on an outside click too', () => {
    vi.mocked(saveItemValues).mockReturnValue(new Promise(() => undefined));
    renderCanvas({ board, tasks: tasksWith(fix) });
    startEditing(/Edit Size/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: 'L' } });
    fireEvent.pointerDown(document.body);
    expect(saveItemValues).toHaveBeenCalledWith(expect.anything(), [{ name: 'Size', value: 'L', type: 'Choice' }], fix.info.etag);
    expect(screen.getByRole('button', { name: 'Edit Size: L' })).toBeTruthy();
  });

  it('cancels on Escape and closes without saving an unchanged value, an emptied required field or a non-number', async () => {
    renderCanvas({ board, tasks: tasksWith(fix) });
    startEditing(/Edit Estimate/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Estimate' }), { target: { value: '8' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Estimate' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Edit Estimate: 3' })).toBeTruthy();

    startEditing(/Edit Estimate/);
    await pressEnter(screen.getByRole('textbox', { name: 'Estimate' }));
    startEditing(/Edit Project/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Project' }), { target: { value: ' ' } });
    await pressEnter(screen.getByRole('textbox', { name: 'Project' }));
    startEditing(/Edit Estimate/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Estimate' }), { target: { value: 'lots' } });
    await pressEnter(screen.getByRole('textbox', { name: 'Estimate' }));

    expect(saveItemValues).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Estimate: 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Project: Website' })).toBeTruthy();
  });

  describe('a typed date', () => {
    const dated = [...fields, { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true }];
    const due = withValues(card('Fix login', 'todo', 1000), { Due: ['2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z'] });
    /** Opens the Due editor and types into its date box once the lazy picker is in (timers real from here). */
    async function typeDue(text: string) {
      vi.mocked(saveItemValues).mockReturnValue(new Promise(() => undefined));
      renderCanvas({ board: boardOf({ fields: dated, cardFields: ['Due'] }), tasks: tasksWith(due) });
      startEditing(/Edit Due/);
      vi.useRealTimers();
      const box = await waitFor(() => {
        const input = screen.getByRole('combobox', { name: 'Due' });
        expect(input).toHaveProperty('disabled', false);
        return input;
      });
      box.focus();
      fireEvent.change(box, { target: { value: text } });
      return box;
    }
    const savedDue = (day: string) => [
      expect.anything(),
      [expect.objectContaining({ name: 'Due', value: expect.stringContaining(day) })],
      due.info.etag,
    ];

    it('saves on Enter', async () => {
      const box = await typeDue('11/25/2026');
      await pressEnter(box);
      await waitFor(() => expect(saveItemValues).toHaveBeenCalledWith(...savedDue('2026-11-25')));
    });

    it('saves on an outside click', async () => {
      await typeDue('11/26/2026');
      fireEvent.pointerDown(document.body);
      await waitFor(() => expect(saveItemValues).toHaveBeenCalledWith(...savedDue('2026-11-26')));
    });

    it('says why a date it cannot read is not saved, and keeps the text', async () => {
      const box = await typeDue('31/31/2026');
      await pressEnter(box);
      expect(await screen.findByText('Enter a valid date between 1900 and 2900.')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Due' })).toHaveProperty('value', '31/31/2026');
      fireEvent.pointerDown(document.body);
      expect(screen.getByRole('combobox', { name: 'Due' })).toHaveProperty('value', '31/31/2026');
      expect(saveItemValues).not.toHaveBeenCalled();
    });
  });

  it('brings the old value back with an error when the save fails', async () => {
    vi.mocked(saveItemValues).mockRejectedValue(new ApiError(412, 'stale_item', 'This card was changed by someone else.'));
    renderCanvas({ board, tasks: tasksWith(fix) });
    startEditing(/Edit Project/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Project' }), { target: { value: 'Mobile' } });
    vi.useRealTimers();
    await pressEnter(screen.getByRole('textbox', { name: 'Project' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card was changed by someone else.');
    expect(within(screen.getByRole('region', { name: 'TODO' })).getByRole('button', { name: 'Edit Project: Website' })).toBeTruthy();
    expect(fetchTask).not.toHaveBeenCalled();
  });
});
