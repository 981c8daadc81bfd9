import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { BoardResponse } from '@listboard/shared';
import { NewCardButton } from './NewCardButton';
import { boardOf } from '../testing/canvas';

function renderButton(board: BoardResponse) {
  const onNavigate = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <NewCardButton board={board} boardId="b1" onNavigate={onNavigate} />
    </FluentProvider>,
  );
  return onNavigate;
}

const twoLists = {
  source: {
    lists: [
      { url: 'https://host/sites/demo', listID: 'tasks', name: 'Tasks' },
      { url: 'https://host/sites/demo', listID: 'bugs', name: 'Bugs' },
    ],
  },
};

afterEach(cleanup);

describe('new card button', () => {
  it("opens the new-item route of the board's list, named by the board's button text", () => {
    const onNavigate = renderButton(boardOf({ addButtonText: 'New task' }));
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    expect(onNavigate).toHaveBeenCalledWith('/kanban/b1/list1/0');
  });

  it('asks for the list on a board over several lists', async () => {
    const onNavigate = renderButton(boardOf(twoLists));
    fireEvent.click(screen.getByRole('button', { name: 'New card' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bugs' }));
    expect(onNavigate).toHaveBeenCalledWith('/kanban/b1/bugs/0');
  });

  it('offers only the lists that allow adding', async () => {
    const lists = [
      { url: 'https://host/sites/demo', listID: 'tasks', name: 'Tasks', allowAdd: false },
      { url: 'https://host/sites/demo', listID: 'bugs', name: 'Bugs', allowAdd: true },
      { url: 'https://host/sites/demo', listID: 'ideas', name: 'Ideas', allowAdd: true },
    ];
    renderButton(boardOf({ source: { lists } }));
    fireEvent.click(screen.getByRole('button', { name: 'New card' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Bugs', 'Ideas']);
    cleanup();
    renderButton(boardOf({ source: { lists: lists.slice(0, 1) } }));
    expect(screen.queryByRole('button', { name: 'New card' })).toBeNull();
  });

  it('is not there for people who may only view the board, nor on a board that does not allow creating items', () => {
    renderButton(boardOf({ userPermission: 1 }));
    expect(screen.queryByRole('button', { name: 'New card' })).toBeNull();
    cleanup();
    renderButton(boardOf({ allowCreateNewItem: false }));
    expect(screen.queryByRole('button', { name: 'New card' })).toBeNull();
  });
});
