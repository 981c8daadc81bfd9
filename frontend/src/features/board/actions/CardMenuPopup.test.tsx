import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { removeItem } from '../../../api/itemEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';
import { deferred } from '../../../testing/deferred';

vi.mock('../../../api/itemEndpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), removeItem: vi.fn() }));

const fix = card('Fix login', 'todo', 1000);
const locked = { ...card('Locked', 'todo', 1010), allowEdit: false };
const tasks: TasksResponse = { users: [], rows: [row('', [column('todo', [fix, locked]), column('done', [])], true)] };

function openMenu(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `More options for ${title}` }));
  return screen.findByRole('menu');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(removeItem).mockReset();
});

describe('card menu', () => {
  it('sits beside the card, which keeps its title as its name', () => {
    renderCanvas({ tasks });
    const face = screen.getByRole('button', { name: 'Fix login' });
    expect(face.getAttribute('aria-roledescription')).toBe('card');
    const more = screen.getByRole('button', { name: 'More options for Fix login' });
    expect(face.contains(more)).toBe(false);
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('opens the card and its copy through their routes', async () => {
    const { onNavigate } = renderCanvas({ tasks });
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Open' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`/kanban/b1/list1/${fix.id}`);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Clone' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`/kanban/b1/list1/-${fix.id}`);
  });

  it('opens from the keyboard and gives the focus back to its button on Escape', async () => {
    renderCanvas({ tasks });
    const more = screen.getByRole('button', { name: 'More options for Fix login' });
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const open = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Open' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    open.focus();
    fireEvent.keyDown(open, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it('does not open the card when its buttons are double-clicked', () => {
    const { onOpenCard } = renderCanvas({ board: boardOf({ formDefinition: { openByDbClick: true } }), tasks });
    fireEvent.doubleClick(screen.getByRole('button', { name: 'More options for Fix login' }));
    expect(onOpenCard).not.toHaveBeenCalled();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Fix login' }));
    expect(onOpenCard).toHaveBeenCalledTimes(1);
  });

  it('copies the task link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    window.history.replaceState(null, '', '/kanban/b1?SPHostUrl=https%3A%2F%2Fhost');
    renderCanvas({ tasks });
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('The link to the card is on the clipboard.'),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/kanban/b1/list1/${fix.id}?SPHostUrl=https%3A%2F%2Fhost`);
  });

  it('offers no Delete for a card the user may not change, and no Clone to people who may not add', async () => {
    renderCanvas({ tasks, board: boardOf({ userPermission: 1 }) });
    const menu = await openMenu('Locked');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Clone' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toBeTruthy();
  });

  it('deletes after confirmation: the card is disabled meanwhile and then leaves the board', async () => {
    const answer = deferred<{ removed: true }>();
    vi.mocked(removeItem).mockReturnValue(answer.promise);
    const { read } = renderCanvas({ tasks });
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Delete' }));
    // The dialog loads when first opened.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete card' });
    expect(dialog.textContent).toContain('Do you want to delete "Fix login"?');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));

    expect(removeItem).toHaveBeenCalledWith('b1', fix.info);
    expect(screen.getByRole('button', { name: 'Fix login' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'More options for Fix login' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer.resolve({ removed: true }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fix login' })).toBeNull());
    expect(read().rows[0].columns[0].items.map((item) => item.name)).toEqual(['Locked']);
  });

  it('keeps the card and enables it again when the delete fails', async () => {
    vi.mocked(removeItem).mockRejectedValue(new ApiError(412, 'stale_item', 'This card was changed by someone else.'));
    renderCanvas({ tasks });
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card was changed by someone else.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fix login' }).getAttribute('aria-disabled')).toBe('false'));
    expect(screen.getByRole('button', { name: 'More options for Fix login' }).getAttribute('aria-disabled')).toBe('false');
  });

  it("cancels a delete with the dialog's Cancel", async () => {
    renderCanvas({ tasks });
    fireEvent.click(within(await openMenu('Fix login')).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Cancel' }));
    expect(removeItem).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Fix login' })).toBeTruthy();
  });
});
