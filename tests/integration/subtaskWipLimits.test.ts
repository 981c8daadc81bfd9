import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardResponse, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

// Linking a subtask puts it into its parent's lane: where lanes are parents, that cell's WIP limit
// holds as it does for a move or a create, under parallel links too (docs/concurrency.md).
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const LIMITED_COLUMN = 'In Progress';
const LIMIT = 2;

/** Saves the demo board with the limited column's limit on or off and, when given, lanes by parent, as its owner. */
async function configure(owner: ApiClient, limitActive: boolean, parentLanes?: number[]): Promise<void> {
  const current = (await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const { fields: _fields, userPermission: _level, canEditSettings: _edit, canViewCharts: _charts, configEtag, ...config } = current;
  const changed: BoardConfig = {
    ...config,
    columnDefinitions: config.columnDefinitions.map((column) => (column.value === LIMITED_COLUMN ? { ...column, wipLimit: LIMIT, isActiveWipLimit: limitActive } : column)),
    swimlanes: parentLanes ? { ...config.swimlanes, field: 'ParentID', isDynamic: false, lanes: parentLanes.map((id) => ({ name: `Parent ${id}`, value: String(id), isDefault: false, isCollapsedByDefault: false })) } : config.swimlanes,
  };
  const saved = await owner.call('POST', 'boards/board', changed, undefined, { headers: { 'if-match': configEtag } });
  expect(saved.status).toBe(200);
}

async function parentLaneCell(parentId: number): Promise<string[]> {
  const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, filter: { activeFilters: [], users: [], lists: [], views: [] }, searchKey: '', requestViewType: 0 })).body;
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

    const answers = await Promise.all(loose.map((taskID) => env.alex.call<ApiErrorBody>('POST', 'item/addsubtask', { ...where, itemID: parent, taskID })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    expect(await parentLaneCell(parent)).toHaveLength(LIMIT);

    // A task of another column enters the parent's lane in that column, which has room.
    const elsewhere = await saveValues(env.alex, where, 0, { Title: 'Task not started', Status: 'Not Started' });
    expect((await env.alex.call('POST', 'item/addsubtask', { ...where, itemID: parent, taskID: elsewhere })).status).toBe(200);
  });
});
