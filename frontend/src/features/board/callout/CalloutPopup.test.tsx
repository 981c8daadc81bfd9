import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Item, TasksResponse } from '@listboard/shared';
import { fetchComments, fetchItemHistory } from '../../../api/itemEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';
import { CALLOUT_COMMENTS } from './CalloutContent';
import { CALLOUT_HOVER_DELAY_MS, CALLOUT_LEAVE_DELAY_MS } from '../actions/cardPopups';

vi.mock('../../../api/itemEndpoints', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchComments: vi.fn(),
  fetchItemHistory: vi.fn(),
}));

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Project', name: 'Project', type: 'Text' },
  { internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Budget', name: 'Budget', type: 'Currency' },
];
// A moment is written with its time of day in the reader's time zone (the page's locale is en-US here).
const MAY_2_WITH_TIME = /^Ada Lovelace, May 02, 2024 at \d\d:\d\d [AP]M$/;
const board = boardOf({ fields, calloutDefinition: { fields: ['Project'] }, commentsFieldName: 'KanbanComments' });
const fix: Item = { ...card('Fix login', 'todo', 1000), card: { Project: { t: 'Website', v: 'Website' } }, commentsCount: 2 };
const tasks: TasksResponse = { users: [], rows: [row('', [column('todo', [fix]), column('done', [])], true)] };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(fetchComments).mockReset();
});

describe('card callout', () => {
  it('shows the callout fields when its button is focused, without taking the focus', async () => {
    renderCanvas({ board, tasks });
    const details = screen.getByRole('button', { name: 'Details of Fix login' });
    act(() => details.focus());
    // The callout's code loads when a callout first opens.
    const callout = await screen.findByRole('group', { name: 'Details of Fix login' });
    expect((await within(callout).findByRole('tab', { name: 'Fields' })).getAttribute('aria-selected')).toBe('true');
    expect(within(callout).getByText('Project')).toBeTruthy();
    expect(within(callout).getByText('Website')).toBeTruthy();
    expect(document.activeElement).toBe(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Details of Fix login' })).toBeNull();
  });

  it('shows the latest comments in its second tab', async () => {
    vi.mocked(fetchComments).mockResolvedValue([
      { id: 2, text: 'Looks good', author: { id: 1, name: 'Ada Lovelace' }, created: '2024-05-02T10:00:00Z' },
      { id: 1, text: 'Started', author: { id: 2, name: 'Alan Turing' }, created: '2024-05-01T10:00:00Z' },
    ]);
    renderCanvas({ board, tasks });
    act(() => screen.getByRole('button', { name: 'Details of Fix login' }).focus());
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Looks good')).toBeTruthy();
    expect(screen.getByText(MAY_2_WITH_TIME)).toBeTruthy();
    expect(fetchComments).toHaveBeenCalledWith(
      { boardID: 'b1', siteURL: fix.info.siteURL, listID: 'list1', itemID: fix.info.itemID },
      CALLOUT_COMMENTS,
      expect.anything(),
    );
  });

  it('shows the latest versions and the watchers in its last two tabs', async () => {
    vi.mocked(fetchItemHistory).mockResolvedValue([
      {
        UniqueID: 'list1#1',
        Version: 2,
        CreatedDate: '2024-05-02T10:00:00Z',
        ModifiedBy: 'Ada Lovelace',
        ChangeValues: { Project: 'Website', 'Due Date': '2024-06-30T00:00:00Z', Budget: '1250.5' },
      },
    ]);
    const watched = {
      ...tasks,
      rows: [row('', [column('todo', [{ ...fix, watchers: [{ id: 3, name: 'Grace Hopper' }] }]), column('done', [])], true)],
    };
    renderCanvas({ board, tasks: watched });
    act(() => screen.getByRole('button', { name: 'Details of Fix login' }).focus());
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Project: Website')).toBeTruthy();
    expect(screen.getByText('Due Date: June 30, 2024')).toBeTruthy();
    expect(screen.getByText('Budget: 1,250.50')).toBeTruthy();
    expect(screen.getByText(MAY_2_WITH_TIME)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Watchers' }));
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });

  it('opens on hover after a moment and closes after the pointer leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCanvas({ board, tasks });
    const details = screen.getByRole('button', { name: 'Details of Fix login' });
    fireEvent.mouseEnter(details);
    act(() => vi.advanceTimersByTime(CALLOUT_HOVER_DELAY_MS - 1));
    expect(screen.queryByRole('group', { name: 'Details of Fix login' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByRole('group', { name: 'Details of Fix login' })).toBeTruthy();
    fireEvent.mouseLeave(details);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Details of Fix login' })).toBeNull(), {
      timeout: CALLOUT_LEAVE_DELAY_MS * 3,
    });
  });

  it('stays with the focus: a pointer resting on another card or leaving neither replaces nor closes a callout in use', async () => {
    const other: Item = { ...card('Write docs', 'todo', 2000), card: { Project: { t: 'Docs', v: 'Docs' } } };
    renderCanvas({ board, tasks: { users: [], rows: [row('', [column('todo', [fix, other]), column('done', [])], true)] } });
    const details = screen.getByRole('button', { name: 'Details of Fix login' });
    fireEvent.click(details);
    const fieldsTab = await screen.findByRole('tab', { name: 'Fields' });
    await waitFor(() => expect(document.activeElement).toBe(fieldsTab));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseLeave(details);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Details of Write docs' }));
    act(() => vi.advanceTimersByTime(CALLOUT_HOVER_DELAY_MS + CALLOUT_LEAVE_DELAY_MS));
    expect(screen.getByRole('group', { name: 'Details of Fix login' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Details of Write docs' })).toBeNull();

    fireEvent.blur(screen.getByRole('group', { name: 'Details of Fix login' }), { relatedTarget: document.body });
    expect(screen.queryByRole('group', { name: 'Details of Fix login' })).toBeNull();
  });

  it('shows rich comments as plain text', async () => {
    vi.mocked(fetchComments).mockResolvedValue([
      {
        id: 1,
        text: '<p>Looks <b>good</b><img src="x" onerror="alert(1)"></p>',
        author: { id: 1, name: 'Ada' },
        created: '2024-05-02T10:00:00Z',
      },
    ]);
    const richFields = fields.map((field) => (field.internalName === 'KanbanComments' ? { ...field, isRich: true } : field));
    renderCanvas({ board: boardOf({ fields: richFields, commentsFieldName: 'KanbanComments' }), tasks });
    act(() => screen.getByRole('button', { name: 'Details of Fix login' }).focus());
    expect(await screen.findByText('Looks good')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('has no button on boards without callout fields or comments', () => {
    renderCanvas({ board: boardOf({ commentsNewExperience: false }), tasks });
    expect(screen.queryByRole('button', { name: 'Details of Fix login' })).toBeNull();
  });

  it('moves the focus into the callout on Enter (a click); Escape there closes it and gives the focus back', async () => {
    renderCanvas({ board, tasks });
    const details = screen.getByRole('button', { name: 'Details of Fix login' });
    fireEvent.click(details);
    const fieldsTab = await screen.findByRole('tab', { name: 'Fields' });
    await waitFor(() => expect(document.activeElement).toBe(fieldsTab));
    fireEvent.keyDown(fieldsTab, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Details of Fix login' })).toBeNull());
    expect(document.activeElement).toBe(details);
    expect(details.getAttribute('aria-expanded')).toBe('false');
  });
});
