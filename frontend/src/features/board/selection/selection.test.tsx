import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CardOutcomes, MoveTasksRequest, TasksResponse } from '@listboard/shared';
import { moveTasks } from '../../../api/endpoints';
import { card, column, layoutOf, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

vi.mock('../../../api/endpoints', async (importOriginal) => ({ ...(await importOriginal<object>()), moveTasks: vi.fn() }));

const tasks = (): TasksResponse => ({
  users: [],
  rows: [
    row(
      '',
      [column('todo', [card('Fix login', 'todo', 1), card('Plan Q3', 'todo', 2), card('Write docs', 'todo', 3)]), column('done', [])],
      true,
    ),
  ],
});
const board = boardOf({
  columnDefinitions: [
    { name: 'TODO', value: 'todo' },
    { name: 'DONE', value: 'done', wipLimit: 1, isActiveWipLimit: true },
  ],
});
const face = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const bar = () => screen.findByRole('toolbar', { name: 'Selected cards' });
const noBar = () => waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected cards' })).toBeNull());

afterEach(() => {
  cleanup();
  vi.mocked(moveTasks).mockReset();
});

describe('selecting cards', () => {
  it('selects with Ctrl or Cmd and a range with Shift, instead of opening, and Escape clears the selection', async () => {
    const { onOpenCard } = renderCanvas({ board, tasks: tasks() });
    fireEvent.click(face('Fix login'), { ctrlKey: true, detail: 1 });
    expect(onOpenCard).not.toHaveBeenCalled();
    expect(face('Fix login').getAttribute('aria-label')).toBe('Fix login (selected)');
    expect(within(await bar()).getByText('Selected: 1')).toBeTruthy();
    fireEvent.click(face('Write docs'), { shiftKey: true, detail: 1 });
    expect(within(await bar()).getByText('Selected: 3')).toBeTruthy();
    fireEvent.click(face('Plan Q3'), { metaKey: true, detail: 1 });
    expect(within(await bar()).getByText('Selected: 2')).toBeTruthy();
    fireEvent.keyDown(face('Fix login'), { key: 'Escape' });
    await noBar();
    expect(face('Fix login').getAttribute('aria-label')).toBe('Fix login');
  });

  it('toggles the focused card with X', async () => {
    renderCanvas({ board, tasks: tasks() });
    face('Plan Q3').focus();
    fireEvent.keyDown(face('Plan Q3'), { key: 'x' });
    expect(face('Plan Q3').getAttribute('aria-label')).toBe('Plan Q3 (selected)');
    fireEvent.keyDown(face('Plan Q3'), { key: 'x' });
    await noBar();
  });

  it('moves the selection to a column in one request, keeping each lane, and names the cards the server left behind', async () => {
    vi.mocked(moveTasks).mockImplementation(async (request: MoveTasksRequest): Promise<CardOutcomes> => {
      const [first, second] = tasks().rows[0].columns[0].items;
      return {
        results: [
          { outcome: 'done', listID: 'list1', itemID: first.id, item: { ...first, columnValue: 'done', order: null } },
          { outcome: 'refused', listID: 'list1', itemID: second.id, code: 'wip_limit', message: 'full' },
        ].filter((result) => request.cards.some((info) => info.itemID === result.itemID)) as CardOutcomes['results'],
      };
    });
    const { read } = renderCanvas({ board, tasks: tasks() });
    fireEvent.click(face('Plan Q3'), { ctrlKey: true, detail: 1 });
    fireEvent.click(face('Fix login'), { ctrlKey: true, detail: 1 });
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Move to' }));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'DONE' })));
    await waitFor(() => expect(vi.mocked(moveTasks)).toHaveBeenCalled());
    await waitFor(() => expect(layoutOf(read())).toEqual([['todo: Plan Q3,Write docs', 'done: Fix login']]));
    const request = vi.mocked(moveTasks).mock.calls[0][0];
    // In the board's order, not the order they were picked; each keeping its lane.
    expect(request.cards.map((info) => info.itemID)).toEqual(
      tasks()
        .rows[0].columns[0].items.slice(0, 2)
        .map((item) => item.id),
    );
    expect(request).toMatchObject({ columnValue: 'done', rowValue: null });
    expect((await screen.findByRole('alert')).textContent).toContain('Moved 1 of 2 cards. “Plan Q3”:');
  });
});
