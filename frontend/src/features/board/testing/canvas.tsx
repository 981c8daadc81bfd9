// Test harness: a board canvas over a live query cache, as the board page shows it. Used by the tests beside this file.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { boardResponseSchema, type BoardResponse, type Item, type TasksResponse, type User } from '@listboard/shared';
import { queryKeys } from '../../../api/queryKeys';
import { AlertsProvider } from '../../../ui/alerts';
import { BoardCanvas } from '../canvas/BoardCanvas';

export const BOARD_ID = 'b1';

export function boardOf(overrides: Record<string, unknown> = {}): BoardResponse {
  return boardResponseSchema.parse({
    id: BOARD_ID,
    name: 'Sprint',
    source: { lists: [{ url: 'https://host/sites/demo', listID: 'list1', name: 'Tasks' }] },
    columnFieldName: 'Status',
    columnDefinitions: [
      { name: 'TODO', value: 'todo' },
      { name: 'DONE', value: 'done' },
    ],
    swimlanes: { field: null },
    fields: [{ internalName: 'Title', name: 'Title', type: 'Text', isRequired: true }],
    userPermission: 2,
    canEditSettings: true,
    canViewCharts: true,
    configEtag: 'W/"1"',
    ...overrides,
  });
}

function LiveCanvas({
  board,
  onOpenCard,
  onNavigate,
}: {
  board: BoardResponse;
  onOpenCard?: (item: Item) => void;
  onNavigate?: (path: string) => void;
}) {
  // The cache is filled before rendering and never fetched: writes of the page show as they would on the board page.
  const tasks = useQuery<TasksResponse>({
    queryKey: queryKeys.tasks(BOARD_ID),
    queryFn: () => new Promise(() => undefined),
    staleTime: Infinity,
  });
  return tasks.data ? (
    <BoardCanvas board={board} tasks={tasks.data} boardId={BOARD_ID} onOpenCard={onOpenCard} onNavigate={onNavigate} />
  ) : null;
}

export interface CanvasOptions {
  board?: BoardResponse;
  tasks: TasksResponse;
  me?: User;
}

export function renderCanvas({ board = boardOf(), tasks, me }: CanvasOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.tasks(BOARD_ID), tasks);
  if (me) queryClient.setQueryData(queryKeys.me, me);
  const onOpenCard = vi.fn();
  const onNavigate = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={queryClient}>
        <AlertsProvider>
          <LiveCanvas board={board} onOpenCard={onOpenCard} onNavigate={onNavigate} />
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
  const read = () => queryClient.getQueryData<TasksResponse>(queryKeys.tasks(BOARD_ID))!;
  return { queryClient, onOpenCard, onNavigate, read };
}
