import { describe, expect, it } from 'vitest';
import type { AddColumnResponse, ApiErrorBody, BoardResponse, Field, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';

async function newBoard(name: string) {
  const adele = await new ApiClient(env.stack.url).signIn(ADELE);
  const created = await adele.call<BoardResponse>('POST', 'boards/new', { name });
  expect(created.status).toBe(200);
  return { adele, board: created.body };
}

async function statusChoices(client: ApiClient, board: BoardResponse): Promise<string[]> {
  const list = board.source.lists[0];
  const fields = await client.call<Field[]>('GET', `site/lists/${list.listID}/fields`, undefined, { url: list.url });
  return fields.body.find((f) => f.internalName === board.columnFieldName)?.choices ?? [];
}

const columnsOf = async (client: ApiClient, boardID: string) =>
  (await client.call<BoardResponse>('GET', 'board', undefined, { boardID })).body.columnDefinitions.map((c) => c.name);

describe('adding a column on the board', () => {
  it('adds a choice to the column field and a column at the end, which the board shows at once', async () => {
    const { adele, board } = await newBoard('Columns added');
    const added = await adele.call<AddColumnResponse>('POST', 'boards/addColumn', { boardId: board.id, name: ' Blocked ' });
    expect([added.status, added.body.column.name, added.body.column.value]).toEqual([200, 'Blocked', 'Blocked']);
    expect(await columnsOf(adele, board.id)).toEqual([...board.columnDefinitions.map((c) => c.name), 'Blocked']);
    expect(await statusChoices(adele, board)).toContain('Blocked');
    const tasks = await adele.call<TasksResponse>('POST', 'kanban/tasks', { boardID: board.id });
    expect(tasks.body.rows[0].columns.map((c) => c.name)).toContain('Blocked');
  });

  it('refuses an empty name, a column the board has and a person who may not change its settings, changing nothing', async () => {
    const { adele, board } = await newBoard('Columns refused');
    const refusals = [
      [adele, '  ', 400, 'column_name_required'],
      [adele, board.columnDefinitions[0].name.toUpperCase(), 409, 'column_exists'],
      [env.alex, 'Blocked', 403, 'access_denied'],
    ] as const;
    for (const [client, name, status, code] of refusals) {
      const refused = await client.call<ApiErrorBody>('POST', 'boards/addColumn', { boardId: board.id, name });
      expect([refused.status, refused.body.code, refused.body.message.length > 0]).toEqual([status, code, true]);
    }
    expect(await columnsOf(adele, board.id)).toEqual(board.columnDefinitions.map((c) => c.name));
    expect(await statusChoices(adele, board)).not.toContain('Blocked');
  });

  it('keeps every column added at once, and the same name only once', async () => {
    const { adele, board } = await newBoard('Columns at once');
    const names = ['Blocked', 'Waiting', 'Testing', 'Released'];
    const answers = await Promise.all(names.map((name) => adele.call('POST', 'boards/addColumn', { boardId: board.id, name })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set((await columnsOf(adele, board.id)).slice(board.columnDefinitions.length))).toEqual(new Set(names));

    const twice = await Promise.all(
      [1, 2].map(() => adele.call<ApiErrorBody>('POST', 'boards/addColumn', { boardId: board.id, name: 'Review' })),
    );
    expect(twice.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await columnsOf(adele, board.id)).filter((name) => name === 'Review')).toHaveLength(1);
  });

  it('shares the widths again when columns are added at once, so they keep adding up to 100', async () => {
    const { adele, board } = await newBoard('Columns with widths');
    const config = await storedConfigOf(adele, board.id);
    const widths = [...config.columnDefinitions.slice(1).map(() => 10), 100 - 10 * (config.columnDefinitions.length - 1)];
    expect((await adele.call('POST', 'boards/board', { ...config, columnCols: widths })).status).toBe(200);
    const answers = await Promise.all(
      ['Blocked', 'Waiting'].map((name) => adele.call('POST', 'boards/addColumn', { boardId: board.id, name })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const { columnCols, columnDefinitions } = await storedConfigOf(adele, board.id);
    expect(columnCols).toHaveLength(columnDefinitions.length);
    expect(columnCols?.reduce<number>((sum, width) => sum + (width ?? 0), 0)).toBe(100);
    expect(columnCols?.every((width) => Number.isInteger(width) && (width ?? 0) >= 1)).toBe(true);
  });
});
