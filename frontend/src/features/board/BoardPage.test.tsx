import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { TasksResponse } from '@listboard/shared';
import { deferred } from '../../testing/deferred';
import { type ApiAnswer, fakeApi, renderPage } from '../../testing/fakeApi';
import { BoardPage } from './BoardPage';
import { BOARD_ID, boardOf } from './testing/canvas';
import { card, column, row } from './testing/dndBoard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('board page', () => {
  it('says the tasks are loading until they are there (loading_tasks)', async () => {
    const tasks = deferred<ApiAnswer>();
    fakeApi(`/kanban/${BOARD_ID}`, { 'GET board': () => ({ body: boardOf() }), 'POST kanban/tasks': () => tasks.promise });
    renderPage(
      `/kanban/${BOARD_ID}`,
      <Routes>
        <Route path="/kanban/:boardId" element={<BoardPage />} />
      </Routes>,
    );
    // The board is there first (its heading), and the busy text stays while its tasks are asked for.
    expect(await screen.findByRole('heading', { name: 'Sprint', level: 1 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading tasks…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fix login' })).toBeNull();
    const answer: TasksResponse = {
      users: [],
      rows: [row('', [column('todo', [card('Fix login', 'todo', 1000)]), column('done', [])], true)],
    };
    tasks.resolve({ body: answer });
    expect(await screen.findByRole('button', { name: 'Fix login' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading tasks…' })).toBeNull());
  });
});
