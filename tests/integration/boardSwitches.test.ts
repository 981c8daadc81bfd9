import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { type ApiErrorBody, type BoardConfig, type BoardResponse, type Item } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard, moveCard } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

// The board settings that switch a part of the board off or on (docs/board-dragging.md, docs/board-page.md),
// as the server keeps to them for an editor (Alex) whatever the page offers.
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let owner: ApiClient;

/** Saves the demo board with `change` over its stored configuration, as the wizard does. */
async function configure(change: Partial<BoardConfig>): Promise<void> {
  const current = (await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const config = await storedConfigOf(owner, DEMO_BOARD_ID);
  const saved = await owner.call('POST', 'boards/board', { ...config, ...change }, undefined, {
    headers: { 'if-match': current.configEtag },
  });
  expect(saved.status).toBe(200);
}

function createItem(title: string) {
  return env.alex.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    ...where,
    itemID: 0,
    values: [
      { name: 'Title', value: title },
      { name: 'Status', value: 'Not Started' },
    ],
  });
}

function moveTo(card: Item, columnValue: string) {
  return moveCard<Item & ApiErrorBody>(env.alex, DEMO_BOARD_ID, card, columnValue);
}

async function cardNamed(title: string): Promise<Item> {
  const card = cardsOf(await loadBoard(env.alex, DEMO_BOARD_ID)).find((item) => item.name === title);
  if (!card) throw new Error(`card ${title} is not on the board`);
  return card;
}

beforeAll(async () => {
  owner = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
});

describe('board switches', () => {
  it('refuses creating an item with a typed 403 where the board does not allow it (allowCreateNewItem), and allows it again', async () => {
    await configure({ allowCreateNewItem: false });
    expect(await createItem('Refused new item')).toMatchObject({ status: 403, body: { code: 'adding_cards_off' } });
    const board = (await env.alex.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
    expect(board.source.lists.map((list) => list.allowAdd)).toEqual([false]);
    expect(cardsOf(await loadBoard(env.alex, DEMO_BOARD_ID)).map((item) => item.name)).not.toContain('Refused new item');

    await configure({ allowCreateNewItem: true });
    expect((await createItem('Allowed new item')).status).toBe(200);
    expect((await cardNamed('Allowed new item')).columnValue).toBe('Not Started');
  });

  it('refuses a move with 403 drag_drop_disabled where dragging is off (disableDragDrop), and moves it once on', async () => {
    expect((await createItem('Card that stays put')).status).toBe(200);
    const card = await cardNamed('Card that stays put');
    await configure({ disableDragDrop: true });
    expect(await moveTo(card, 'Review')).toMatchObject({ status: 403, body: { code: 'drag_drop_disabled' } });
    expect((await cardNamed('Card that stays put')).columnValue).toBe('Not Started');

    await configure({ disableDragDrop: false });
    expect((await moveTo(card, 'Review')).status).toBe(200);
    expect((await cardNamed('Card that stays put')).columnValue).toBe('Review');
  });

  it('marks every lane collapsed by default where the swimlanes say so (swimlanes.isCollapse)', async () => {
    const { swimlanes } = await storedConfigOf(owner, DEMO_BOARD_ID);
    expect(swimlanes.field).toBeTruthy();
    const collapsedLanes = async () => (await loadBoard(env.alex, DEMO_BOARD_ID)).rows.map((row) => row.isCollapsedByDefault);
    expect(await collapsedLanes()).toContain(false);
    await configure({ swimlanes: { ...swimlanes, isCollapse: true } });
    const lanes = await collapsedLanes();
    expect(lanes.length).toBeGreaterThan(1);
    expect(lanes.every(Boolean)).toBe(true);
  });
});
