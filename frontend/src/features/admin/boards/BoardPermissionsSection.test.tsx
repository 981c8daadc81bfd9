import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, bodiesOf } from '../../../testing/fakeApi';
import { boardRow, boardsPage, fakeServer, showAdminPage } from '../testing/adminPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const boardList = () => screen.findByRole('list', { name: 'Board permissions' });
const pager = () => screen.getByRole('navigation', { name: 'Pages of boards' });
const boardGroup = (name: string) => screen.findByRole('group', { name });
const lastBoardsQuery = (calls: ApiCall[]) => calls.filter((call) => call.path === 'admin/boards').at(-1)?.query;

describe('the list of boards', () => {
  it('shows 25 boards a page, page numbers in groups of ten, and asks for the page chosen', async () => {
    const calls = fakeServer({ 'GET admin/boards': (call) => ({ body: boardsPage(260, Number(call.query.get('page'))) }) });
    showAdminPage();
    expect(within(await boardList()).getAllByRole('group')).toHaveLength(25);
    expect(screen.getByText('Boards 1 to 25 of 260')).toBeTruthy();
    const numbers = () =>
      within(pager())
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(pager()).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['First page', 'Previous ten pages', 'Previous page'])
      expect(within(pager()).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Boards 51 to 75 of 260')).toBeTruthy();
    expect(lastBoardsQuery(calls)?.get('page')).toBe('3');

    fireEvent.click(within(pager()).getByRole('button', { name: 'Next ten pages' }));
    expect(await screen.findByText('Boards 251 to 260 of 260')).toBeTruthy();
    expect(within(await boardList()).getAllByRole('group')).toHaveLength(10);
    expect(numbers()).toEqual(['11']);
    expect(within(pager()).getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(pager()).getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Boards 1 to 25 of 260')).toBeTruthy();
  });

  it('searches by name on Enter, and shows every board again once the search is cleared', async () => {
    const calls = fakeServer();
    showAdminPage();
    await boardList();
    const box = screen.getByRole('textbox', { name: 'Board name' });
    fireEvent.change(box, { target: { value: ' tasks ' } });
    expect(lastBoardsQuery(calls)?.has('search')).toBe(false);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastBoardsQuery(calls)?.get('search')).toBe('tasks'));
    expect(lastBoardsQuery(calls)?.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(lastBoardsQuery(calls)?.has('search')).toBe(false));
  });

  it("filters by an owner picked from the directory, sending the first one's login", async () => {
    const alex = { id: 12, name: 'Alex Wilber', email: 'alex@contoso.test', login: 'alex@contoso.test' };
    const calls = fakeServer({ 'GET site/users/search': () => ({ body: [alex] }) });
    showAdminPage();
    await boardList();
    fireEvent.change(screen.getByRole('combobox', { name: 'Board owner' }), { target: { value: 'alex' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Alex Wilber' }));
    await waitFor(() => expect(lastBoardsQuery(calls)?.get('owner')).toBe('alex@contoso.test'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Alex Wilber' }));
    await waitFor(() => expect(lastBoardsQuery(calls)?.has('owner')).toBe(false));
  });

  it("shows a board's site, that it is in the trash bin and why its site cannot be reached", async () => {
    const trashed = boardRow(1, { inTrash: true, errorMessage: 'The site https://contoso.test/sites/old no longer exists.' });
    fakeServer({ 'GET admin/boards': () => ({ body: { boards: [trashed], total: 1, page: 1, pageSize: 25 } }) });
    showAdminPage();
    const board = await boardGroup('Board 001');
    expect(within(board).getByText('Site: https://contoso.test/sites/demo')).toBeTruthy();
    expect(within(board).getByText('In the trash bin')).toBeTruthy();
    expect(within(board).getByText('The site https://contoso.test/sites/old no longer exists.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of boards' })).toBeNull();
  });
});

describe("saving a board's permission", () => {
  const permissionPath = 'admin/boards/board-2/permission';

  it('posts the default permission, owners and flag over the etag of its row, and shows the saved row', async () => {
    const calls = fakeServer({
      [`POST ${permissionPath}`]: (call) => ({ body: boardRow(2, { permission: call.body as never, etag: 'W/"board-2-2"' }) }),
    });
    showAdminPage();
    const board = await boardGroup('Board 002');
    const save = within(board).getByRole('button', { name: 'Save Board 002' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(board).getByRole('switch', { name: 'Everybody can edit the board settings' }));
    fireEvent.click(within(board).getByRole('combobox', { name: 'Default permission' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Edit own tasks only' }));
    fireEvent.click(save);
    expect(await screen.findByText('The permissions of Board 002 are saved.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST', permissionPath)).toEqual([
      {
        defaultUserPermission: 3,
        boardOwners: [{ login: 'adele@contoso.test', isGroup: false, name: 'Adele Vance' }],
        everyBodyCanEditSetting: true,
        etag: 'W/"board-2-1"',
      },
    ]);
    await waitFor(async () =>
      expect(
        within(await boardGroup('Board 002'))
          .getByRole('button', { name: 'Save Board 002' })
          .hasAttribute('disabled'),
      ).toBe(true),
    );
  });

  it("shows the server's rules beside the board when it refuses the permission (400)", async () => {
    fakeServer({
      [`POST ${permissionPath}`]: () => ({
        status: 400,
        body: {
          code: 'invalid_configuration',
          message: 'The configuration is not valid.',
          errors: [
            { field: 'permission.boardOwners', key: 'boardsAdminErrors', message: 'A board needs at least one board admin.' },
            {
              field: 'permission',
              key: 'permissionsErrors',
              message: 'Each user or group may appear in only one permission list: Lee Gu.',
            },
          ],
        },
      }),
    });
    showAdminPage();
    const board = await boardGroup('Board 002');
    fireEvent.click(within(board).getByRole('button', { name: 'Remove Adele Vance' }));
    fireEvent.click(within(board).getByRole('button', { name: 'Save Board 002' }));
    const alerts = await within(board).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'A board needs at least one board owner.',
      "A user or group may appear only once in the board's permission lists. Correct them in the board's settings.",
    ]);
    // What the person changed stays, to be corrected.
    expect(within(board).queryByRole('button', { name: 'Remove Adele Vance' })).toBeNull();
  });

  it('says so when someone saved the board meanwhile (412), and shows it as now stored', async () => {
    let stored = boardsPage(3);
    const calls = fakeServer({
      'GET admin/boards': () => ({ body: stored }),
      [`POST ${permissionPath}`]: () => {
        stored = {
          ...stored,
          boards: stored.boards.map((row) =>
            row.id === 'board-2'
              ? boardRow(2, { permission: { ...row.permission, defaultUserPermission: 0 }, etag: 'W/"board-2-9"' })
              : row,
          ),
        };
        return { status: 412, body: { code: 'stale_configuration', message: 'Someone else saved the settings of this board.' } };
      },
    });
    showAdminPage();
    const board = await boardGroup('Board 002');
    fireEvent.click(within(board).getByRole('switch', { name: 'Everybody can edit the board settings' }));
    fireEvent.click(within(board).getByRole('button', { name: 'Save Board 002' }));
    expect(
      await screen.findByText('Someone else saved Board 002 meanwhile. It has been reloaded: please make your change again.'),
    ).toBeTruthy();
    await waitFor(async () =>
      expect(within(await boardGroup('Board 002')).getByRole('combobox', { name: 'Default permission' }).textContent).toContain(
        'No access',
      ),
    );
    expect((within(await boardGroup('Board 002')).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(calls.filter((call) => call.path === 'admin/boards')).toHaveLength(2);
  });
});
