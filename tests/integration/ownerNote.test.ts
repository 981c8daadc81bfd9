import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, BoardResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';

const noteShown = async (client: ApiClient, boardID: string) =>
  (await client.call<BoardResponse>('GET', 'board', undefined, { boardID })).body.showOwnerNote;

describe("the owner's note on who a new board reaches", () => {
  it('shows to the owner until they dismiss it, and never to others', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const board = (await adele.call<BoardResponse>('POST', 'boards/new', { name: 'First look' })).body;
    expect(board.permission.boardOwners.map((p) => p.login)).toEqual([ADELE]);
    expect(await noteShown(adele, board.id)).toBe(true);
    expect(await noteShown(env.alex, board.id)).toBe(false);

    // Two tabs dismissing at once: one fact, written twice.
    const dismissed = await Promise.all([1, 2].map(() => adele.call('POST', `boards/dismissOwnerNote/${board.id}`)));
    expect(dismissed.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await noteShown(await new ApiClient(env.stack.url).signIn(ADELE), board.id)).toBe(false);

    const other = (await adele.call<BoardResponse>('POST', 'boards/new', { name: 'Second look' })).body;
    expect(await noteShown(adele, other.id)).toBe(true);
    const unknown = await adele.call<ApiErrorBody>('POST', 'boards/dismissOwnerNote/00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'board_not_found']);
  });
});
