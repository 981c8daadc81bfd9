import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Item, MoveTaskRequest, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { UndoRefusal } from '../../../ui/undo/undoHistory';
import { type CompletedMove, createMoveController } from '../dnd/moveController';
import { card, column, layoutOf, row } from '../testing/dndBoard';
import { moveStep, placeInCell } from './moveStep';
import type { RefusalTexts } from './refusals';

const BOARD = 'b1';

const refusals: RefusalTexts = {
  gone: (direction, left) => `${direction}: ${left.name} is gone`,
  changed: (direction, left, now) => `${direction}: ${now.editor?.name ?? 'someone'} changed ${left.name}`,
};

/** A board whose server answers each move with the card moved and a new version, or with `refuse`'s error. */
function setUp(refuse: (request: MoveTaskRequest) => unknown = () => null) {
  const queryClient = new QueryClient();
  const data: TasksResponse = {
    users: [],
    rows: [row('', [column('todo', [card('A', 'todo', 1000), card('B', 'todo', 1010)]), column('done', [card('C', 'done', 1000)])])],
  };
  queryClient.setQueryData(queryKeys.tasks(BOARD), data);
  const read = () => queryClient.getQueryData<TasksResponse>(queryKeys.tasks(BOARD));
  const requests: MoveTaskRequest[] = [];
  let version = 1;
  const moves: CompletedMove[] = [];
  const controller = createMoveController({
    queryClient,
    boardId: BOARD,
    send: async (request) => {
      requests.push(request);
      const error = refuse(request);
      if (error) throw error;
      const moved = card(request.info.itemID === card('A', '', null).id ? 'A' : 'B', request.columnValue, request.order ?? null);
      version += 1;
      return { ...moved, info: { ...moved.info, etag: `"v${version}"` } };
    },
    onFailure: () => undefined,
  });
  controller.subscribe((done) => moves.push(done));
  return { controller, read, requests, moves };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the undo of a move', () => {
  it('puts the card back beside the cards it had, on the version the move left, and redoes it', async () => {
    const { controller, read, requests, moves } = setUp();
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 1 }, sorted: true, hasSwimlanes: false });
    await settled();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
    const step = moveStep(moves[0], 'Moved “A” to DONE', {
      move: controller.move,
      read,
      refresh: async () => null,
      refusals,
      failure: String,
    });

    await step.undo();
    expect(layoutOf(read()!)).toEqual([['todo: A,B', 'done: C']]);
    expect(requests[1]).toMatchObject({ columnValue: 'todo', info: { etag: '"v2"' }, neighbours: { previous: null, next: 'list1#B' } });
    await step.redo();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
    expect(requests[2]).toMatchObject({ columnValue: 'done', info: { etag: '"v3"' }, neighbours: { previous: 'list1#C', next: null } });
  });

  it('is refused, naming who changed the card, when the server has a newer version', async () => {
    let refuseFrom = Infinity;
    const { controller, read, requests, moves } = setUp(() =>
      requests.length >= refuseFrom ? new ApiError(412, 'stale_item', 'changed since') : null,
    );
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 1 }, sorted: true, hasSwimlanes: false });
    await settled();
    refuseFrom = 2;
    const now: Item = { ...moves[0].after, editor: { id: 7, name: 'Megan Bowen', email: '', login: 'megan' } as Item['editor'] };
    const step = moveStep(moves[0], 'Moved', { move: controller.move, read, refresh: async () => now, refusals, failure: String });
    await expect(step.undo()).rejects.toEqual(new UndoRefusal('undo: Megan Bowen changed A'));
    // The card stays where the other person's version has it.
    await settled();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
  });

  it('is refused before anything is sent when the page already shows another version', async () => {
    const { controller, read, requests, moves } = setUp();
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 1, index: 1 }, sorted: true, hasSwimlanes: false });
    await settled();
    const data = read()!;
    const moved = data.rows[0].columns[1].items[1];
    data.rows[0].columns[1].items[1] = { ...moved, info: { ...moved.info, etag: '"theirs"' } };
    const step = moveStep(moves[0], 'Moved', { move: controller.move, read, refresh: async () => null, refusals, failure: String });
    await expect(step.undo()).rejects.toBeInstanceOf(UndoRefusal);
    expect(requests).toHaveLength(1);
  });
});

describe('placeInCell', () => {
  const data: TasksResponse = {
    users: [],
    rows: [row('', [column('todo', [card('A', 'todo', 1), card('B', 'todo', 2)]), column('done', [])])],
  };

  it('goes after the card it had above, else before the one below, else to the end', () => {
    expect(placeInCell(data, { columnValue: 'todo', rowValue: '', above: 'list1#A', below: null }, 'list1#X')).toEqual({
      rowIndex: 0,
      columnIndex: 0,
      index: 1,
    });
    expect(placeInCell(data, { columnValue: 'todo', rowValue: '', above: 'gone', below: 'list1#B' }, 'list1#X')?.index).toBe(1);
    expect(placeInCell(data, { columnValue: 'todo', rowValue: '', above: null, below: 'gone' }, 'list1#X')?.index).toBe(0);
    expect(placeInCell(data, { columnValue: 'todo', rowValue: '', above: 'gone', below: 'gone' }, 'list1#X')?.index).toBe(2);
    expect(placeInCell(data, { columnValue: 'review', rowValue: '', above: null, below: null }, 'list1#X')).toBeNull();
  });
});
