import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Item, MoveTaskRequest, TasksResponse } from '@listboard/shared';
import { queryKeys } from '../../../api/queryKeys';
import { ApiError } from '../../../api/client';
import { createCardBusyStore } from '../card/cardBusy';
import { createMoveController } from './moveController';
import { findCard } from './moveCache';
import { card, column, layoutOf, row } from '../testing/dndBoard';

const BOARD = 'b1';

function setup(send: (request: MoveTaskRequest) => Promise<Item>) {
  const queryClient = new QueryClient();
  const data: TasksResponse = {
    users: [],
    rows: [
      row('high', [
        column('todo', [card('A', 'todo', 1000, 'high'), card('B', 'todo', 1010, 'high')]),
        column('done', [card('C', 'done', 1000, 'high'), card('D', 'done', 1010, 'high')]),
      ]),
      row('', [column('todo', []), column('done', [], 0)], true),
    ],
  };
  queryClient.setQueryData(queryKeys.tasks(BOARD), data);
  const onFailure = vi.fn();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const busy = createCardBusyStore();
  const controller = createMoveController({ queryClient, boardId: BOARD, send, onFailure, markBusy: busy.begin });
  const read = () => queryClient.getQueryData<TasksResponse>(queryKeys.tasks(BOARD))!;
  return { controller, read, onFailure, invalidate, busy };
}

/** A server stand-in: records requests and answers each when told to. */
function fakeServer() {
  const requests: MoveTaskRequest[] = [];
  const answers: Array<{ resolve: (item: Item) => void; reject: (error: unknown) => void }> = [];
  const send = (request: MoveTaskRequest) =>
    new Promise<Item>((resolve, reject) => {
      requests.push(request);
      answers.push({ resolve, reject });
    });
  return { send, requests, answers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverItem(name: string, request: MoveTaskRequest, etag: string): Item {
  const base = card(name, request.columnValue, request.order ?? null, request.rowValue ?? '');
  return { ...base, info: { ...base.info, etag } };
}

describe('createMoveController', () => {
  it('keeps a card where it was dropped last while the answer of its earlier move comes in', async () => {
    const server = fakeServer();
    const { controller, read } = setup(server.send);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 0 }, sorted: false, hasSwimlanes: true });
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 1, columnIndex: 0, index: 0 }, sorted: false, hasSwimlanes: true });
    await settle();
    expect(layoutOf(read())[1]).toEqual(['todo: A', 'done: ']);

    server.answers[0].resolve(serverItem('A', server.requests[0], '"A-2"'));
    await settle();
    expect(layoutOf(read())[1]).toEqual(['todo: A', 'done: ']);
    expect(findCard(read(), 'list1#A')?.item).toMatchObject({
      columnValue: 'todo',
      rowValue: '',
      info: expect.objectContaining({ etag: '"A-2"' }),
    });
    expect(server.requests[1].info.etag).toBe('"A-2"');
  });

  it('shows the move at once and sends order and neighbours of the new place', async () => {
    const server = fakeServer();
    const { controller, read } = setup(server.send);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 1 }, sorted: true, hasSwimlanes: true });

    expect(layoutOf(read())[0]).toEqual(['todo: B', 'done: C,A,D']);
    expect(findCard(read(), 'list1#A')?.item).toMatchObject({ columnValue: 'done', rowValue: 'high', order: 1005 });
    await settle();
    expect(server.requests).toEqual([
      expect.objectContaining({
        boardID: BOARD,
        rowValue: 'high',
        isBetweenRows: false,
        columnValue: 'done',
        order: 1005,
        neighbours: { previous: 'list1#C', next: 'list1#D' },
        info: expect.objectContaining({ etag: '"A-1"' }),
      }),
    ]);

    server.answers[0].resolve(serverItem('A', server.requests[0], '"A-2"'));
    await settle();
    expect(findCard(read(), 'list1#A')?.item.info.etag).toBe('"A-2"');
    expect(layoutOf(read())[0]).toEqual(['todo: B', 'done: C,A,D']);
  });

  it('runs moves one at a time, the second built with the etag the first returned', async () => {
    const server = fakeServer();
    const { controller, read } = setup(server.send);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 0 }, sorted: false, hasSwimlanes: true });
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 1, columnIndex: 0, index: 0 }, sorted: false, hasSwimlanes: true });
    expect(layoutOf(read())).toEqual([
      ['todo: B', 'done: C,D'],
      ['todo: A', 'done: '],
    ]);
    await settle();
    expect(server.requests).toHaveLength(1);

    server.answers[0].resolve(serverItem('A', server.requests[0], '"A-2"'));
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]).toMatchObject({
      rowValue: '',
      isBetweenRows: true,
      columnValue: 'todo',
      order: null,
      info: { etag: '"A-2"' },
    });
    expect(server.requests[1].neighbours).toBeUndefined();
  });

  it('rolls a failed move back, reports it and refetches once the queue is empty', async () => {
    const server = fakeServer();
    const { controller, read, onFailure, invalidate } = setup(server.send);
    controller.move({ uniqueID: 'list1#B', to: { rowIndex: 0, columnIndex: 1, index: 2 }, sorted: true, hasSwimlanes: true });
    controller.move({ uniqueID: 'list1#C', to: { rowIndex: 0, columnIndex: 0, index: 0 }, sorted: true, hasSwimlanes: true });
    await settle();

    const refusal = new ApiError(409, 'wip_limit', 'The column is full.');
    server.answers[0].reject(refusal);
    await settle();
    expect(onFailure).toHaveBeenCalledWith(refusal, { columnValue: 'done' });
    expect(findCard(read(), 'list1#B')).toMatchObject({ rowIndex: 0, columnIndex: 0 });
    // The second move is still running: the refetch waits for it.
    expect(invalidate).not.toHaveBeenCalled();

    server.answers[1].resolve(serverItem('C', server.requests[1], '"C-2"'));
    await settle();
    await settle();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tasks(BOARD) });
    expect(layoutOf(read())[0]).toEqual(['todo: C,A,B', 'done: D']);
  });

  it('refetches when the server renumbered the column (a different order came back)', async () => {
    const server = fakeServer();
    const { controller, invalidate } = setup(server.send);
    controller.move({ uniqueID: 'list1#B', to: { rowIndex: 0, columnIndex: 0, index: 0 }, sorted: true, hasSwimlanes: true });
    await settle();
    expect(server.requests[0]).toMatchObject({ order: 990, neighbours: { previous: null, next: 'list1#A' } });
    server.answers[0].resolve({ ...serverItem('B', server.requests[0], '"B-2"'), order: 1000 });
    await settle();
    await settle();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('sends no row value on a board without swimlanes', async () => {
    const server = fakeServer();
    const { controller } = setup(server.send);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 0 }, sorted: false, hasSwimlanes: false });
    await settle();
    expect(server.requests[0]).toMatchObject({ rowValue: null, isBetweenRows: false, order: null });
  });

  it('keeps a moved card busy until the server answered its last move, success or failure', async () => {
    const server = fakeServer();
    const { controller, busy } = setup(server.send);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 0 }, sorted: false, hasSwimlanes: true });
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 1, columnIndex: 0, index: 0 }, sorted: false, hasSwimlanes: true });
    expect(busy.isBusy('list1#A')).toBe(true);
    expect(busy.isBusy('list1#B')).toBe(false);
    await settle();
    server.answers[0].resolve(serverItem('A', server.requests[0], '"A-2"'));
    await settle();
    expect(busy.isBusy('list1#A')).toBe(true);
    server.answers[1].reject(new ApiError(500, 'internal_error', 'Boom'));
    await settle();
    expect(busy.isBusy('list1#A')).toBe(false);
  });
});
