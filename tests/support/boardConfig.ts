import type { BoardConfig, BoardResponse } from '@listboard/shared';
import type { ApiClient } from './apiClient';

/** The stored configuration as the wizard would send it back: GET /api/board without the per-user parts. */
export async function storedConfigOf(client: ApiClient, boardID: string): Promise<BoardConfig> {
  const answer = await client.call<BoardResponse>('GET', 'board', undefined, { boardID });
  if (answer.status !== 200) throw new Error(`GET board answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const {
    fields: _fields,
    userPermission: _level,
    canEditSettings: _edit,
    canViewCharts: _charts,
    configEtag: _etag,
    ...config
  } = answer.body;
  return config;
}

/** POST /api/item/values of value strings by internal name (0 creates an item); the item's id. */
export async function saveValues(
  client: ApiClient,
  where: { boardID: string; siteURL: string; listID: string },
  itemID: number,
  values: Record<string, string>,
): Promise<number> {
  const answer = await client.call<{ itemID: number }>('POST', 'item/values', {
    ...where,
    itemID,
    values: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  if (answer.status !== 200) throw new Error(`item/values answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.itemID;
}

/** A copy of a board's stored configuration saved by `client` as a new board with its own name and permission; its id. */
export async function copyBoardWithPermission(
  client: ApiClient,
  fromBoardID: string,
  name: string,
  permission: BoardConfig['permission'],
): Promise<string> {
  const config = await storedConfigOf(client, fromBoardID);
  const created = await client.call<{ id: string; message?: string }>('POST', 'boards/board', { ...config, id: '', name, permission });
  if (created.status !== 200) throw new Error(`boards/board answered ${created.status}: ${created.body.message}`);
  return created.body.id;
}

/** The permission of a board only `granted` may open (the wizard's "No access" with its "Board access" list), owned by `owner`. */
export function onlyFor(owner: string, granted: BoardConfig['permission']['boardAccess'], grant: 'boardAccess' | 'tasksOwners') {
  return {
    defaultUserPermission: 0,
    boardOwners: [{ login: owner, isGroup: false }],
    boardAccess: grant === 'boardAccess' ? granted : [],
    boardNoAccess: [],
    tasksOwners: grant === 'tasksOwners' ? granted : [],
    everyBodyCanEditSetting: false,
  } satisfies BoardConfig['permission'];
}
