import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { type ApiErrorBody, type BoardConfig, type BoardResponse, type TasksResponse, type ViewType, VIEW_TYPE } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

// Linking a subtask puts it into its parent's lane: where lanes are parents, that cell's WIP limit
// holds as it does for a move or a create, under parallel links too (docs/concurrency.md).
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const LIMITED_COLUMN = 'In Progress';
const LIMIT = 2;

let priorityLanes: BoardConfig['swimlanes'];
beforeAll(async () => {
  priorityLanes = (await storedConfigOf(env.alex, DEMO_BOARD_ID)).swimlanes;
});

/** Saves the demo board with the limited column's limit on or off and lanes by parent when given (else by priority), as its owner. */
async function configure(owner: ApiClient, limitActive: boolean, parentLanes?: number[], limit = LIMIT): Promise<void> {
  const current = (await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const { fields: _fields, userPermission: _level, canEditSettings: _edit, canViewCharts: _charts, configEtag, ...config } = current;
  const changed: BoardConfig = {
    ...config,
    columnDefinitions: config.columnDefinitions.map((column) =>
      column.value === LIMITED_COLUMN ? { ...column, wipLimit: limit, isActiveWipLimit: limitActive } : column,
    ),
    swimlanes: parentLanes
      ? {
          ...config.swimlanes,
          field: 'ParentID',
          isDynamic: false,
          lanes: parentLanes.map((id) => ({ name: `Parent ${id}`, value: String(id), isDefault: false, isCollapsedByDefault: false })),
        }
      : priorityLanes,
  };
  const saved = await owner.call('POST', 'boards/board', changed, undefined, { headers: { 'if-match': configEtag } });
  expect(saved.status).toBe(200);
}

async function parentLaneCell(parentId: number, requestViewType: ViewType = VIEW_TYPE.Default): Promise<string[]> {
  const board = (
    await env.alex.call<TasksResponse>('POST', 'kanban/tasks', {
      boardID: DEMO_BOARD_ID,
      filter: { activeFilters: [], users: [], lists: [], views: [] },
      searchKey: '',
      requestViewType,
    })
  ).body;
  const cell = board.rows.find((row) => row.value === String(parentId))?.columns.find((column) => column.name === LIMITED_COLUMN);
  return (cell?.items ?? []).map((item) => item.name);
}

describe('adding a subtask on a board whose lanes are parents', () => {
  it("keeps the parent lane's WIP limit, one free place taken by exactly one of four parallel links", async () => {
    const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
    await configure(adele, false);
    const parent = await saveValues(env.alex, where, 0, { Title: 'Parent with a full lane', Status: 'Not Started' });
    await saveValues(env.alex, where, 0, { Title: 'Subtask already there', Status: LIMITED_COLUMN, ParentID: String(parent) });
    const loose = [];
    for (const n of [1, 2, 3, 4]) loose.push(await saveValues(env.alex, where, 0, { Title: `Loose task ${n}`, Status: LIMITED_COLUMN }));
    await configure(adele, true, [parent]);

    const answers = await Promise.all(
      loose.map((taskID) => env.alex.call<ApiErrorBody>('POST', 'item/addsubtask', { ...where, itemID: parent, taskID })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    expect(await parentLaneCell(parent)).toHaveLength(LIMIT);

    // A task of another column enters the parent's lane in that column, which has room.
    const elsewhere = await saveValues(env.alex, where, 0, { Title: 'Task not started', Status: 'Not Started' });
    expect((await env.alex.call('POST', 'item/addsubtask', { ...where, itemID: parent, taskID: elsewhere })).status).toBe(200);
  });
});

describe('giving a card a parent on a board whose lanes are not parents', () => {
  const inProgress = (title: string, values: Record<string, string>) => ({ Title: title, Status: LIMITED_COLUMN, ...values });
  const expectOneOf = (answers: { status: number; body: unknown }[]) => {
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
  };

  // Three places: the priority lanes the writes enter keep room, so only a parent's lane can refuse.
  const limit = 3;

  it("keeps the parent lane's WIP limit for edits, quick adds, copies and moves, under parallel writes", async () => {
    const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
    await configure(adele, false, undefined, limit);
    // Seeded into the High lane, already full, where each card stays.
    const high = { Priority: '(1) High' };
    const [first, second] = [
      await saveValues(env.alex, where, 0, { Title: 'First parent', Status: 'Not Started' }),
      await saveValues(env.alex, where, 0, { Title: 'Second parent', Status: 'Not Started' }),
    ];
    for (const parent of [first, second, first, second])
      await saveValues(env.alex, where, 0, inProgress(`Subtask of ${parent}`, { ...high, ParentID: String(parent) }));
    const loose = [];
    for (const n of [1, 2, 3, 4]) loose.push(await saveValues(env.alex, where, 0, inProgress(`Task to give a parent ${n}`, high)));
    const waiting = await saveValues(env.alex, where, 0, {
      Title: 'Subtask not started',
      Status: 'Not Started',
      Priority: '(3) Low',
      ParentID: String(first),
    });
    await configure(adele, true, undefined, limit);

    // Edits from the dialog or inline: four parallel saves of a parent into a lane with one free place.
    const edits = await Promise.all(
      loose.map((itemID) =>
        env.alex.call('POST', 'item/values', { ...where, itemID, values: [{ name: 'ParentID', value: String(first) }] }),
      ),
    );
    expectOneOf(edits);
    expect(await parentLaneCell(first, VIEW_TYPE.ParentChild)).toHaveLength(limit);

    // Quick adds and a copy (a negative id) with a parent, into the Low lane with two free places.
    const created = (itemID: number, n: number) => ({
      ...where,
      itemID,
      values: Object.entries(inProgress(`New subtask ${n}`, { Priority: '(3) Low', ParentID: String(second) })).map(([name, value]) => ({
        name,
        value,
      })),
    });
    expectOneOf(await Promise.all([0, 0, -loose[0]].map((itemID, n) => env.alex.call('POST', 'item/values', created(itemID, n)))));
    expect(await parentLaneCell(second, VIEW_TYPE.ParentChild)).toHaveLength(limit);

    // A subtask entering the column by an edit or a move in the default view enters its parent's full lane.
    const edit = await env.alex.call('POST', 'item/values', {
      ...where,
      itemID: waiting,
      values: [{ name: 'Status', value: LIMITED_COLUMN }],
    });
    expect(edit).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    const move = await env.alex.call('POST', 'kanban/movetask', {
      boardID: DEMO_BOARD_ID,
      columnValue: LIMITED_COLUMN,
      rowValue: '(3) Low',
      info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: waiting },
    });
    expect(move).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    expect(await parentLaneCell(first, VIEW_TYPE.ParentChild)).toHaveLength(limit);
  });
});
