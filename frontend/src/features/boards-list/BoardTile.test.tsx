import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { BoardSummary } from '@listboard/shared';
import { BoardTile } from './BoardTile';

const board: BoardSummary = {
  id: 'b1',
  name: 'Launch',
  description: 'The spring launch',
  siteUrl: 'https://host/sites/demo',
  owners: [{ login: 'adele@host', name: 'Adele Vance' }],
  cardCount: 12,
  canEditSettings: false,
  isFavorite: false,
  errorMessage: null,
};

function renderTile(shown: BoardSummary) {
  const onToggleFavorite = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/kanban?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo']}>
        <BoardTile board={shown} onToggleFavorite={onToggleFavorite} onMoveToTrash={vi.fn()} />
      </MemoryRouter>
    </FluentProvider>,
  );
  return onToggleFavorite;
}

afterEach(cleanup);

describe('a board tile', () => {
  it('links to the board with the host site, names its owner and card count, and stars it', () => {
    const onToggleFavorite = renderTile(board);
    expect(screen.getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe(
      '/kanban/b1?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo',
    );
    expect(screen.getByText('Owner: Adele Vance')).toBeTruthy();
    expect(screen.getByText('12 cards')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: Launch' }));
    expect(onToggleFavorite).toHaveBeenCalledOnce();
    expect(screen.queryByText('This board could not be loaded')).toBeNull();
  });

  it('shows why its board could not be loaded under a header of its own', () => {
    renderTile({ ...board, cardCount: null, errorMessage: 'The list Tasks no longer exists.', isFavorite: true });
    expect(screen.getByText('This board could not be loaded')).toBeTruthy();
    expect(screen.getByText('The list Tasks no longer exists.')).toBeTruthy();
    expect(screen.queryByText(/cards/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove from favourites: Launch' }).getAttribute('aria-pressed')).toBe('true');
  });
});
