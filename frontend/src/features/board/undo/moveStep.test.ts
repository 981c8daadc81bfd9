import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Item, MoveTaskRequest, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { UndoRefusal } from '../../../ui/undo/undoHistory';
import { type CompletedMove, createMoveController } from '../dnd/moveController';
import { findCard } from '../dnd/moveCache';
import { card, column, layoutOf, row } from '../testing/dndBoard';
import { type MoveStepDeps, moveStep, placeInCell } from './moveStep';
import type { RefusalTexts } from './refusals';

const BOARD = 'b1';
const MEGAN = { id: 7, name: 'Megan Bowen' } as Item['editor'];

const refusals: RefusalTexts = {
  gone: (direction, left) => `${direction}: ${left.name} is gone`,
  changed: (direction, left, now) => `${direction}: ${now.editor?.name ?? 'someone'} changed ${left.name}`,
};

/**
 * A board over a server stand-in that keeps each card's version as the real one does: a move on another version
 * is refused with 412, any other answers the card moved under a new version. `hold()` keeps the next answer back.
 */
function setUp() {
  const queryClient = new QueryClient();
  const data: TasksResponse = {
    users: [],
    rows: [row('', [column('todo', [card('A', 'todo', 1000), card('B', 'todo', 1010)]), column('done', [card('C', 'done', 1000)])])],
  };
  queryClient.setQueryData(queryKeys.tasks(BOARD), data);
  const read = () => queryClient.getQueryData<TasksResponse>(queryKeys.tasks(BOARD));
  const stored = new Map(
    ['A', 'B', 'C'].map((name) => [card(name, '', null).id, { name, etag: `"${name}-1"`, editor: null as Item['editor'] }]),
  );
  const requests: MoveTaskRequest[] = [];
  let held: Promise<void> | null = null;
  let version = 1;
  const controller = createMoveController({
    queryClient,
    boardId: BOARD,
    send: async (request) => {
      requests.push(request);
      const waiting = held;
      held = null;
      if (waiting) await waiting;
      const current = stored.get(request.info.itemID)!;
      if (request.info.etag !== current.etag) throw new ApiError(412, 'stale_item', 'changed since');
      version += 1;
      current.etag = `"v${version}"`;
      current.editor = null;
      const moved = card(current.name, request.columnValue, request.order ?? null);
      return { ...moved, info: { ...moved.info, etag: current.etag } };
    },
    onFailure: () => undefined,
  });
  const moves: CompletedMove[] = [];
  controller.subscribe((done) => moves.push(done));
  const deps: MoveStepDeps = {
    move: controller.move,
    read,
    refresh: async (left) => {
      const now = stored.get(left.id)!;
      return { ...left, editor: now.editor, info: { ...left.info, etag: now.etag } };
    },
    show: () => undefined,
    refusals,
    failure: String,
    versions: new Map(),
  };
  /** Another person's write of a card: a new version on the server only, as before its live event arrives. */
  const otherPersonWrites = (name: string) => {
    const current = stored.get(card(name, '', null).id)!;
    current.etag = `"theirs-${name}"`;
    current.editor = MEGAN;
  };
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { controller, read, requests, moves, deps, otherPersonWrites, hold };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const toDone = { rowIndex: 0, columnIndex: 1, index: 1 };

describe('the undo of a move', () => {
  it('puts the card back beside the cards it had, on the version the move left, and redoes it', async () => {
    const { controller, read, requests, moves, deps } = setUp();
    controller.move({ uniqueID: 'list1#A', to: toDone, sorted: true, hasSwimlanes: false });
    await settled();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
    const step = moveStep(moves[0], 'Moved “A” to DONE', deps);

    await step.undo();
    expect(layoutOf(read()!)).toEqual([['todo: A,B', 'done: C']]);
    expect(requests[1]).toMatchObject({ columnValue: 'todo', info: { etag: '"v2"' }, neighbours: { previous: null, next: 'list1#B' } });
    await step.redo();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
    expect(requests[2]).toMatchObject({ columnValue: 'done', info: { etag: '"v3"' }, neighbours: { previous: 'list1#C', next: null } });
  });

  it('undoes and redoes two moves of one card, each on the version the one before left', async () => {
    const { controller, read, moves, deps } = setUp();
    controller.move({ uniqueID: 'list1#A', to: toDone, sorted: true, hasSwimlanes: false });
    await settled();
    const first = moveStep(moves[0], 'first', deps);
    controller.move({ uniqueID: 'list1#A', to: { rowIndex: 0, columnIndex: 0, index: 1 }, sorted: true, hasSwimlanes: false });
    await settled();
    const second = moveStep(moves[1], 'second', deps);
    expect(layoutOf(read()!)).toEqual([['todo: B,A', 'done: C']]);

    await second.undo();
    expect(layoutOf(read()!)).toEqual([['todo: B', 'done: C,A']]);
    await first.undo();
    expect(layoutOf(read()!)).toEqual([['todo: A,B', 'done: C']]);
    await first.redo();
    await second.redo();
    expect(layoutOf(read()!)).toEqual([['todo: B,A', 'done: C']]);
  });

  it("sends the step's version, not the page's, and is refused naming who changed the card meanwhile", async () => {
    const { controller, read, requests, moves, deps, otherPersonWrites, hold } = setUp();
    controller.move({ uniqueID: 'list1#A', to: toDone, sorted: true, hasSwimlanes: false });
    await settled();
    const step = moveStep(moves[0], 'Moved', deps);
    // The undo waits behind a move of B; meanwhile Megan changes A and the page's copy of A takes her version.
    const release = hold();
    controller.move({ uniqueID: 'list1#B', to: toDone, sorted: true, hasSwimlanes: false });
    const undone = step.undo();
    otherPersonWrites('A');
    const data = read()!;
    const a = findCard(data, 'list1#A')!;
    data.rows[0].columns[a.columnIndex].items[a.index] = { ...a.item, info: { ...a.item.info, etag: '"theirs-A"' } };
    release();
    await expect(undone).rejects.toEqual(new UndoRefusal('undo: Megan Bowen changed A'));
    expect(requests.at(-1)).toMatchObject({ columnValue: 'todo', info: { etag: '"v2"' } });
    await settled();
    expect(findCard(read()!, 'list1#A')?.item.columnValue).toBe('done');
  });

  it('is refused before anything is sent when the page already shows another version', async () => {
    const { controller, read, requests, moves, deps } = setUp();
    controller.move({ uniqueID: 'list1#A', to: toDone, sorted: true, hasSwimlanes: false });
    await settled();
    const data = read()!;
    const moved = data.rows[0].columns[1].items[1];
    data.rows[0].columns[1].items[1] = { ...moved, info: { ...moved.info, etag: '"theirs"' } };
    await expect(moveStep(moves[0], 'Moved', deps).undo()).rejects.toBeInstanceOf(UndoRefusal);
    expect(requests).toHaveLength(1);
  });
});

describe('placeInCell', () => {
  const data: TasksResponse = {
    users: [],
    rows: [row('', [column('todo', [card('A', 'todo', 1), card('B', 'todo', 2)]), column('done', [])])],
  };
  const cell = (above: string | null, below: string | null) => ({ columnValue: 'todo', rowValue: '', above, below });

  it('goes after the card it had above, else before the one below, else to the end', () => {
    expect(placeInCell(data, cell('list1#A', null), 'list1#X')).toEqual({ rowIndex: 0, columnIndex: 0, index: 1 });
    expect(placeInCell(data, cell('gone', 'list1#B'), 'list1#X')?.index).toBe(1);
    expect(placeInCell(data, cell(null, 'gone'), 'list1#X')?.index).toBe(0);
    expect(placeInCell(data, cell('gone', 'gone'), 'list1#X')?.index).toBe(2);
    expect(placeInCell(data, { ...cell(null, null), columnValue: 'review' }, 'list1#X')).toBeNull();
  });
});
