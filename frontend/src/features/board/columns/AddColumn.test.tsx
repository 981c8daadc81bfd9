import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { addBoardColumn } from '../../../api/columnEndpoints';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

vi.mock('../../../api/columnEndpoints', () => ({ addBoardColumn: vi.fn() }));

const tasks: TasksResponse = {
  users: [],
  rows: [
    row('high', [column('todo', [card('Fix login', 'todo', 1000, 'high')]), column('done', [])]),
    row('', [column('todo', []), column('done', [])], true),
  ],
};
const lanes = { swimlanes: { field: 'Priority' } };

afterEach(() => {
  cleanup();
  vi.mocked(addBoardColumn).mockReset();
});

describe('adding a column on the board', () => {
  it('offers Add column once, after the columns, to a person who may change the settings', () => {
    renderCanvas({ board: boardOf(lanes), tasks });
    expect(screen.getAllByRole('button', { name: 'Add column' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'high' })).getByRole('button', { name: 'Add column' })).toBeTruthy();
  });

  it('offers nothing to a person who may not', () => {
    renderCanvas({ board: boardOf({ ...lanes, canEditSettings: false, userPermission: 1 }), tasks });
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
  });

  it('adds the named column, and says why when the server refuses it', async () => {
    vi.mocked(addBoardColumn).mockRejectedValueOnce(new ApiError(409, 'column_exists', 'exists'));
    vi.mocked(addBoardColumn).mockResolvedValueOnce({
      column: {
        name: 'Blocked',
        value: 'Blocked',
        wipLimit: 0,
        itemCount: 20,
        isActiveWipLimit: false,
        isComplete: false,
        isStarted: null,
        isPartOfRowTotal: false,
      },
      configEtag: 'W/"2"',
    });
    renderCanvas({ board: boardOf(lanes), tasks });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    const form = await screen.findByRole('form', { name: 'Add column' });
    fireEvent.submit(form);
    expect(within(form).getByText('Please give the column a name.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Column name' }), { target: { value: 'todo' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByText('The board already has a column named todo.')).toBeTruthy());
    fireEvent.change(within(form).getByRole('textbox', { name: 'Column name' }), { target: { value: 'Blocked' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add column' })).toBeNull());
    expect(addBoardColumn).toHaveBeenLastCalledWith({ boardId: 'b1', name: 'Blocked' });
  });
});
