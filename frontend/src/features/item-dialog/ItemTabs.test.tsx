import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SITE, card, findQuestion, mockApi, renderAt, setUpDialogTest, storedValues, where } from './testing/dialogPage';
import { TEST_FIELDS, testBoard } from './testing/demoFields';

const child = card({
  id: 20,
  name: 'Write tests',
  uniqueID: 'list1#20',
  info: { siteURL: SITE, listID: 'list1', itemID: 20, timestamp: 1, etag: 'c20' },
  columnValue: 'Not Started',
});
const subtasks = { items: [child], footer: { total: 1, ready: 0, percentCompleted: 0, dueDate: '2026-12-05T00:00:00Z' } };
const found = (id: number, name: string) => ({ id, name, uniqueID: `list1#${id}`, info: { siteURL: SITE, listID: 'list1', itemID: id } });
const comment = (id: number) => ({
  id,
  text: `Comment ${id}`,
  author: { id: 3, name: 'Ada Lovelace' },
  created: '2026-01-0' + id + 'T10:00:00Z',
});

beforeEach(setUpDialogTest);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openTab(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  fireEvent.click(within(dialog).getByRole('tab', { name }));
  return dialog;
}

const posts = <C extends { method: string; path: string }>(calls: C[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('subtasks tab', () => {
  it('lists the subtasks with the footer figures and saves the rows changed in place', async () => {
    const calls = mockApi({ 'GET /api/item/getSubtasks': subtasks });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Subtasks');
    expect(await within(dialog).findByRole('table', { name: 'Subtasks' })).toBeTruthy();
    expect(within(dialog).getByText('Total: 1')).toBeTruthy();
    expect(within(dialog).getByText('Latest due date: December 05, 2026')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save subtasks' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Status of Write tests' }));
    fireEvent.click(screen.getByRole('option', { name: 'Done' }));
    fireEvent.click(save);
    await waitFor(() => expect(posts(calls, '/api/item/values')).toHaveLength(1));
    expect(posts(calls, '/api/item/values')[0]).toMatchObject({
      body: { itemID: 20, etag: 'c20', values: [{ name: 'Status', value: 'Done' }] },
    });
  });

  it("adds subtasks inline, one per Enter, in the parent's column and lane, the title box ready for the next", async () => {
    const calls = mockApi({
      'GET /api/item/getSubtasks': subtasks,
      'GET /api/item/values': storedValues([{ name: 'Priority', value: 'High' }]),
      'POST /api/item/values': { itemID: 50 },
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Subtasks');
    const box = (await within(dialog).findByRole('textbox', { name: 'New subtask title' })) as HTMLInputElement;
    for (const [index, title] of ['Write the test', 'Fix the form'].entries()) {
      box.focus();
      fireEvent.change(box, { target: { value: title } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(posts(calls, '/api/item/values')).toHaveLength(index + 1));
      await waitFor(() => expect(box.value).toBe(''));
      expect(document.activeElement).toBe(box);
    }
    expect(posts(calls, '/api/item/values').map((call) => call.body)).toEqual([
      expect.objectContaining({
        itemID: 0,
        values: [
          { name: 'Title', value: 'Write the test' },
          { name: 'Status', value: 'In Progress' },
          { name: 'Priority', value: 'High' },
          { name: 'ParentID', value: '12' },
        ],
      }),
      expect.objectContaining({ itemID: 0, values: expect.arrayContaining([{ name: 'Title', value: 'Fix the form' }]) }),
    ]);
    expect(where()).toBe('/kanban/b1/list1/12');
  });

  it('links an existing task found by title, offering neither the item nor its subtasks', async () => {
    const calls = mockApi({
      'GET /api/item/getSubtasks': subtasks,
      'GET /api/item/find': [found(12, 'Fix login'), found(20, 'Write tests'), found(30, 'Other task')],
      'POST /api/item/addsubtask': () => ({ status: 409, body: { code: 'cyclic_dependency', message: 'cycle' } }),
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Subtasks');
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Link existing task' }), { target: { value: 't' } });
    const option = await screen.findByRole('option', { name: 'Other task' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    await waitFor(() => expect(posts(calls, '/api/item/addsubtask')).toHaveLength(1));
    expect(posts(calls, '/api/item/addsubtask')[0]).toMatchObject({ body: { itemID: 12, taskID: 30 } });
    const refusal = await findQuestion('Linking these tasks would make a cycle.');
    fireEvent.click(within(refusal).getByRole('button', { name: 'OK', hidden: true }));
  });

  it('unlinks a subtask after are_sure_unlink by clearing its parent lookup', async () => {
    const calls = mockApi({ 'GET /api/item/getSubtasks': subtasks });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Subtasks');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Unlink Write tests' }));
    fireEvent.click(
      within(await findQuestion('Are you sure you want to unlink this subtask?')).getByRole('button', { name: 'OK', hidden: true }),
    );
    await waitFor(() => expect(posts(calls, '/api/item/values')).toHaveLength(1));
    expect(posts(calls, '/api/item/values')[0]).toMatchObject({
      body: { itemID: 20, etag: 'c20', values: [{ name: 'ParentID', value: '' }] },
    });
  });

  it("opens the full form for a new subtask of the item, in the item's column and lane", async () => {
    mockApi({
      'GET /api/item/getSubtasks': subtasks,
      'GET /api/item/values': storedValues([{ name: 'Priority', value: 'High' }]),
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Subtasks');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'New subtask' }));
    await waitFor(() => expect(where()).toBe('/kanban/b1/list1/0?parent=12&column=In+Progress&lane=High'));
  });
});

describe('comments tab', () => {
  it('shows the newest comments and all of them on request', async () => {
    const calls = mockApi({ 'GET /api/item/comments*': [6, 5, 4, 3, 2, 1].map(comment) });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Comments');
    const list = await within(dialog).findByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Comment 6');
    expect(calls.find((c) => c.path.startsWith('/api/item/comments'))?.query.get('top')).toBe('10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/item/comments') && c.query.get('top') === '9999')).toBe(true));
  });

  it("sends a comment to the board's comment field", async () => {
    const calls = mockApi({ 'GET /api/item/comments*': [], 'POST /api/item/comment': { itemID: 12, unresolvedMentions: [] } });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Comments');
    const box = await within(dialog).findByRole('combobox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: 'Looks good' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveProperty('value', ''));
    expect(posts(calls, '/api/item/comment')[0]).toMatchObject({
      body: { itemID: 12, values: [{ name: 'KanbanComments', value: 'Looks good' }] },
    });
  });

  it('keeps the text when sending fails, only ending the sending state', async () => {
    mockApi({
      'GET /api/item/comments*': [],
      'POST /api/item/comment': () => ({ status: 500, body: { code: 'internal_error', message: 'down' } }),
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Comments');
    const box = await within(dialog).findByRole('combobox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: 'Looks good' } });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveProperty('disabled', true));
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(box).toHaveProperty('value', 'Looks good');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('mentions a person picked from the directory: the comment links them by sign-in name', async () => {
    const richComments = TEST_FIELDS.map((field) => (field.internalName === 'KanbanComments' ? { ...field, isRich: true } : field));
    const calls = mockApi({
      'GET /api/board': testBoard({ fields: richComments }),
      'GET /api/item/comments*': [],
      'GET /api/site/users/search*': [{ id: 5, name: 'Megan Bowen', email: 'megan@x', login: 'megan@x' }],
      'POST /api/item/comment': { itemID: 12, unresolvedMentions: [] },
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Comments');
    const box = await within(dialog).findByRole('combobox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: 'Can you check this?' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Mention someone' }), { target: { value: 'Meg' } });
    fireEvent.click(await screen.findByRole('option', { name: /Megan Bowen/ }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Can you check this? @Megan Bowen '));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(calls, '/api/item/comment')).toHaveLength(1));
    expect(posts(calls, '/api/item/comment')[0]).toMatchObject({
      body: { values: [{ name: 'KanbanComments', value: '<p>Can you check this? <a href="mailto:megan@x">@Megan Bowen</a></p>' }] },
    });
  });

  describe('typing @ in the comment', () => {
    const megan = { id: 5, name: 'Megan Bowen', email: 'megan@x', login: 'megan@x' };
    const typeMention = async (rich: boolean) => {
      const fields = TEST_FIELDS.map((field) => (field.internalName === 'KanbanComments' ? { ...field, isRich: rich } : field));
      const calls = mockApi({
        'GET /api/board': testBoard({ fields }),
        'GET /api/item/comments*': [],
        'GET /api/site/users/search*': [megan, { id: 6, name: 'Megan Walker', email: 'walker@x', login: 'walker@x' }],
        'POST /api/item/comment': { itemID: 12, unresolvedMentions: [] },
      });
      renderAt('/kanban/b1/list1/12');
      const dialog = await openTab('Comments');
      const box = (await within(dialog).findByRole('combobox', { name: 'New comment' })) as HTMLTextAreaElement;
      box.focus();
      fireEvent.change(box, { target: { value: 'Can you check @Meg' } });
      const suggestions = await within(dialog).findByRole('listbox', { name: 'People to mention' });
      expect(box.getAttribute('aria-expanded')).toBe('true');
      return { calls, dialog, box, suggestions };
    };

    it("suggests the site's people as one types and picks one with the keyboard, sending a real mention", async () => {
      const { calls, dialog, box, suggestions } = await typeMention(true);
      expect(within(suggestions).getAllByRole('option')).toHaveLength(2);
      expect(within(suggestions).getByRole('option', { name: 'Megan Walker' }).getAttribute('aria-selected')).toBe('false');
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      expect(within(suggestions).getByRole('option', { name: 'Megan Bowen' }).getAttribute('aria-selected')).toBe('true');
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(box.value).toBe('Can you check @Megan Bowen '));
      expect(within(dialog).queryByRole('listbox', { name: 'People to mention' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(posts(calls, '/api/item/comment')).toHaveLength(1));
      expect(posts(calls, '/api/item/comment')[0]).toMatchObject({
        body: {
          mentions: ['megan@x'],
          values: [{ name: 'KanbanComments', value: '<p>Can you check <a href="mailto:megan@x">@Megan Bowen</a></p>' }],
        },
      });
    });

    it('picks with Tab and by mouse on the plain-text field, and Esc closes the suggestions without closing the dialog', async () => {
      const { calls, dialog, box } = await typeMention(false);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Tab' });
      await waitFor(() => expect(box.value).toBe('Can you check @Megan Walker '));
      fireEvent.change(box, { target: { value: 'Can you check @Megan Walker and @Meg' } });
      await within(dialog).findByRole('listbox', { name: 'People to mention' });
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(within(dialog).queryByRole('listbox', { name: 'People to mention' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Fix login' })).toBeTruthy();
      fireEvent.change(box, { target: { value: 'Can you check @Megan Walker and @Mega' } });
      fireEvent.click(
        within(await within(dialog).findByRole('listbox', { name: 'People to mention' })).getByRole('option', {
          name: 'Megan Bowen',
        }),
      );
      await waitFor(() => expect(box.value).toBe('Can you check @Megan Walker and @Megan Bowen '));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(posts(calls, '/api/item/comment')).toHaveLength(1));
      expect(posts(calls, '/api/item/comment')[0]).toMatchObject({
        body: {
          mentions: ['walker@x', 'megan@x'],
          values: [{ name: 'KanbanComments', value: 'Can you check @Megan Walker and @Megan Bowen' }],
        },
      });
    });
  });

  it('says which mentions of the comment sent are nobody of the site, and so were not told', async () => {
    mockApi({
      'GET /api/item/comments*': [],
      'GET /api/site/users/search*': [{ id: 5, name: 'Megan Bowen', email: 'megan@x', login: 'megan@x' }],
      'POST /api/item/comment': { itemID: 12, unresolvedMentions: ['megan@x', 'someone@elsewhere.example'] },
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Comments');
    const box = await within(dialog).findByRole('combobox', { name: 'New comment' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Mention someone' }), { target: { value: 'Meg' } });
    fireEvent.click(await screen.findByRole('option', { name: /Megan Bowen/ }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('@Megan Bowen '));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain(
      'Not mentioned, as they are no one of this site: Megan Bowen and someone@elsewhere.example. No mail goes to them.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('has no comments for a new item', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/0');
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Comments' }));
    expect(within(dialog).getByText('Save the item to add comments.')).toBeTruthy();
  });
});

describe('watchers tab and menu', () => {
  it("watches the item with the dialog's Save", async () => {
    const calls = mockApi({ 'POST /api/item/watchers': [{ id: 3, name: 'Ada Lovelace' }] });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Watchers');
    expect(within(dialog).getByText('Nobody watches this item.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(within(dialog).getByRole('button', { name: 'Stop watching' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls, '/api/item/watchers')).toHaveLength(1));
    expect(posts(calls, '/api/item/watchers')[0]).toMatchObject({ body: { boardID: 'b1', userIds: [3], shownUserIds: [] } });
    expect(posts(calls, '/api/item/values')).toHaveLength(0);
  });

  it('removes the item after confirm_delete_task and returns to the board', async () => {
    const calls = mockApi({ 'POST /api/item/remove': { removed: true } });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Fields');
    fireEvent.click(within(dialog).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    fireEvent.click(
      within(await findQuestion('Are you sure you want to delete this task?')).getByRole('button', { name: 'OK', hidden: true }),
    );
    await waitFor(() => expect(where()).toBe('/kanban/b1'));
    expect(posts(calls, '/api/item/remove')[0]).toMatchObject({ body: { boardID: 'b1', info: { listID: 'list1', itemID: 12 } } });
  });

  it('clones the item through the copy route', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Fields');
    fireEvent.click(within(dialog).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    await waitFor(() => expect(where()).toBe('/kanban/b1/list1/-12'));
  });
});

describe('timeline tab', () => {
  const version = (Version: number, CreatedDate: string, ChangeValues: Record<string, string>) => ({
    UniqueID: 'list1#12',
    Version,
    CreatedDate,
    ModifiedBy: 'Ada Lovelace',
    ChangeValues,
  });

  it("shows the card's path through the columns, each stay with its time, the last one so far", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-06T09:00:00Z'), toFake: ['Date'] });
    mockApi({
      'GET /api/item/getItemHistory': [
        version(4, '2026-11-04T09:00:00Z', { Status: 'In Progress' }),
        version(3, '2026-11-03T21:00:00Z', { Title: 'Fix login' }),
        version(2, '2026-11-03T09:00:00Z', { Status: 'Review' }),
        version(1, '2026-11-01T09:00:00Z', { Title: 'Fix login', Status: 'Not Started' }),
      ],
    });
    renderAt('/kanban/b1/list1/12');
    const dialog = await openTab('Timeline');
    const path = await within(dialog).findByRole('list', { name: 'Path through the columns' });
    const stays = within(path)
      .getAllByRole('listitem')
      .map((stay) => stay.textContent);
    expect(stays[0]).toMatch(/^Not Started2 days/);
    expect(stays[1]).toMatch(/^Review1 day/);
    expect(stays[2]).toMatch(/^In Progress2 days so far/);
    expect(within(dialog).getByText('On the board for 5 days.')).toBeTruthy();
    vi.useRealTimers();
  });

  it('is offered for a saved card only', async () => {
    mockApi();
    renderAt('/kanban/b1/list1/0');
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(within(dialog).queryByRole('tab', { name: 'Timeline' })).toBeNull();
  });
});
