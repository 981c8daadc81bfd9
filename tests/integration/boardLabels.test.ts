import { describe, expect, it } from 'vitest';
import {
  type AddNewLabelResponse,
  type ApiErrorBody,
  type BoardResponse,
  type ItemChangedEvent,
  type NegotiateResponse,
  type RealtimeEvent,
  type TasksResponse,
  PERMISSION,
  defaultLabelColor,
} from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';

/**
 * A new board of Adele's with the labels Bug and Idea, that everybody edits (or, with `permission`, only
 * their own cards of); the board as its editors read it.
 */
async function sharedBoard(name: string, changes: { allowAddLabels?: boolean; permission?: number } = {}) {
  const adele = await new ApiClient(env.stack.url).signIn(ADELE);
  const created = await adele.call<BoardResponse>('POST', 'boards/new', { name });
  expect(created.status).toBe(200);
  const config = await storedConfigOf(adele, created.body.id);
  const saved = await adele.call('POST', 'boards/board', {
    ...config,
    allowAddLabels: changes.allowAddLabels ?? true,
    labelsColors: ['Bug', 'Idea'].map((label, index) => ({ name: label, color: defaultLabelColor(index), disabled: false })),
    permission: { ...config.permission, defaultUserPermission: changes.permission ?? PERMISSION.Edit },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const board = await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: created.body.id });
  return { adele, board: board.body };
}

function addLabels(client: ApiClient, board: BoardResponse, labels: string[]) {
  const list = board.source.lists[0];
  return client.call<AddNewLabelResponse & ApiErrorBody>('POST', 'boards/addNewLabel', {
    boardId: board.id,
    site: list.url,
    list: list.listID,
    field: board.labelsFieldName,
    labels,
  });
}

const boardLabelsOf = async (client: ApiClient, boardID: string) => (await storedConfigOf(client, boardID)).labelsColors;

describe('adding a label from a card', () => {
  it("gives the new label the palette's next colour on the board, and offers it as a choice", async () => {
    const { board } = await sharedBoard('Labels added');
    const added = await addLabels(env.alex, board, [' Ops ']);
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.choices).toContain('Ops');
    const labels = await boardLabelsOf(env.alex, board.id);
    expect(labels).toEqual([...board.labelsColors, { name: 'Ops', color: defaultLabelColor(board.labelsColors.length), disabled: false }]);
    expect(added.body.labelsColors).toEqual(labels);
  });

  it('keeps both labels two people add at once, and the same label added twice at once only once', async () => {
    const { adele, board } = await sharedBoard('Labels at once');
    const answers = await Promise.all([addLabels(adele, board, ['Ops']), addLabels(env.alex, board, ['Infra'])]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const both = await boardLabelsOf(adele, board.id);
    expect(
      both
        .slice(board.labelsColors.length)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['Infra', 'Ops']);
    // Each new label took a colour of its own: the second save re-read the board the first one changed.
    expect(new Set(both.map((l) => l.color)).size).toBe(both.length);

    const twice = await Promise.all([addLabels(adele, board, ['Review']), addLabels(env.alex, board, ['review'])]);
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    const once = await boardLabelsOf(adele, board.id);
    expect(once.filter((l) => l.name.toLowerCase() === 'review')).toHaveLength(1);
    expect(twice[1].body.choices.filter((c) => c.toLowerCase() === 'review')).toHaveLength(1);
  });

  it('enables a disabled label again instead of adding it twice', async () => {
    const { adele, board } = await sharedBoard('Labels enabled again');
    const config = await storedConfigOf(adele, board.id);
    const [first, ...rest] = config.labelsColors;
    expect((await adele.call('POST', 'boards/board', { ...config, labelsColors: [{ ...first, disabled: true }, ...rest] })).status).toBe(
      200,
    );
    expect((await addLabels(env.alex, board, [first.name.toUpperCase()])).status).toBe(200);
    expect(await boardLabelsOf(adele, board.id)).toEqual(config.labelsColors);
  });

  it('refuses editors, with a code of its own, when the board does not let them add labels, changing nothing', async () => {
    const { adele, board } = await sharedBoard('Labels closed', { allowAddLabels: false });
    const refused = await addLabels(env.alex, board, ['Ops']);
    expect([refused.status, refused.body.code, refused.body.message.length > 0]).toEqual([403, 'labels_adding_off', true]);
    expect(await boardLabelsOf(adele, board.id)).toEqual(board.labelsColors);
    // The board's owner changes its settings, so the setting does not hold her back.
    expect((await addLabels(adele, board, ['Ops'])).status).toBe(200);
  });
});

describe("writing a card's labels", () => {
  const labelsOfCard = async (client: ApiClient, board: BoardResponse, itemID: number) => {
    const tasks = await client.call<TasksResponse>('POST', 'kanban/tasks', { boardID: board.id });
    const cards = tasks.body.rows.flatMap((row) => row.columns.flatMap((column) => column.items));
    return cards.find((card) => card.info.itemID === itemID)?.labels.map((label) => label.name);
  };

  it("lets people write their own cards' labels and refuses another's card on an own-cards board", async () => {
    const { adele, board } = await sharedBoard('Labels on own cards', { permission: PERMISSION.EditOnlyOwn });
    const list = board.source.lists[0];
    const where = { boardID: board.id, siteURL: list.url, listID: list.listID };
    const [first, second] = board.labelsColors.map((label) => label.name);
    const adeles = await saveValues(adele, where, 0, { Title: 'Adele card', [board.labelsFieldName ?? '']: first });
    const alexs = await saveValues(env.alex, where, 0, { Title: 'Alex card' });

    await saveValues(env.alex, where, alexs, { [board.labelsFieldName ?? '']: `${first};#${second}` });
    expect(await labelsOfCard(env.alex, board, alexs)).toEqual([first, second]);

    const values = (itemID: number) => ({ ...where, itemID, values: [{ name: board.labelsFieldName, value: second }] });
    const others = await env.alex.call<ApiErrorBody>('POST', 'item/values', values(adeles));
    expect([others.status, others.body.code]).toEqual([403, 'access_denied']);
    const pradeep = await new ApiClient(env.stack.url).signIn('pradeep@demo.listboard.local');
    const pradeeps = await pradeep.call<ApiErrorBody>('POST', 'item/values', values(alexs));
    expect([pradeeps.status, pradeeps.body.code]).toEqual([403, 'access_denied']);
    expect(await labelsOfCard(adele, board, alexs)).toEqual([first, second]);
    expect(await labelsOfCard(adele, board, adeles)).toEqual([first]);
  });
});

describe('labels live', () => {
  it("tells the board's other pages of a new label and of a card's new labels, in the label's colour", async () => {
    const { adele, board } = await sharedBoard('Labels live');
    const list = board.source.lists[0];
    const itemID = await saveValues(adele, { boardID: board.id, siteURL: list.url, listID: list.listID }, 0, { Title: 'Live card' });
    const page = await listen(
      (await adele.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: board.id })).body.url,
    );

    expect((await addLabels(env.alex, board, ['Ops'])).status).toBe(200);
    await page.next<RealtimeEvent>((m) => m.type === 'boardChanged' && m.boardID === board.id);
    await saveValues(env.alex, { boardID: board.id, siteURL: list.url, listID: list.listID }, itemID, {
      [board.labelsFieldName ?? '']: 'Bug;#Ops',
    });
    const changed = await page.next<ItemChangedEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.itemID === itemID);
    expect(changed.item.labels.map(({ name, color }) => ({ name, color }))).toEqual([
      { name: 'Bug', color: defaultLabelColor(0) },
      { name: 'Ops', color: defaultLabelColor(2) },
    ]);
    await page.client.stop();
  });
});
