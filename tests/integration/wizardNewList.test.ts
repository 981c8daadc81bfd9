import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiErrorBody,
  type BoardConfig,
  type Field,
  type SaveBoardResponse,
  type SiteListInfo,
  boardConfigSchema,
  newBoardConfig,
  newColumn,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';
import { storedConfigOf } from '../support/boardConfig';

/** The wizard's New list (step 1) and its new columns (step 2), which become choices of the column field on save. */

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const clients = {} as { adele: ApiClient };
const GERMAN_STATUSES = ['Nicht begonnen', 'In Bearbeitung', 'Erledigt'];

const listsOfSite = async () => (await clients.adele.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body;
const fieldsOf = async (listID: string) =>
  (await clients.adele.call<Field[]>('GET', `site/lists/${listID}/fields`, undefined, { url: DEMO_SITE })).body;
const statusChoices = async (listID: string) => (await fieldsOf(listID)).find((f) => f.internalName === 'Status')?.choices;

/** A new board over the list with the wizard's defaults and the extra columns the person typed. */
async function newBoardOver(list: SiteListInfo, name: string, extraColumns: string[]): Promise<BoardConfig> {
  const defaults = newBoardConfig({
    name,
    lists: [{ url: list.url, listID: list.listID, name: list.name }],
    fields: await fieldsOf(list.listID),
    creatorLogin: ADELE,
  });
  return boardConfigSchema.parse({
    ...defaults,
    columnDefinitions: [...defaults.columnDefinitions, ...extraColumns.map((value) => newColumn(value))],
  });
}

beforeAll(async () => {
  clients.adele = await new ApiClient(env.stack.url).signIn(ADELE);
});

describe("the wizard's new list", () => {
  it('makes a list with the given statuses for whoever may create boards, under a free title', async () => {
    const made = await clients.adele.call<SiteListInfo>('POST', 'site/newList', {
      url: DEMO_SITE,
      title: 'Tasks',
      statuses: GERMAN_STATUSES,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: 'Tasks 2',
      url: DEMO_SITE,
      isLibrary: false,
      versioned: true,
      allowManage: true,
      allowView: true,
    });
    expect((await listsOfSite()).map((l) => l.listID)).toContain(made.body.listID);
    expect(await statusChoices(made.body.listID)).toEqual(GERMAN_STATUSES);
    expect((await fieldsOf(made.body.listID)).map((f) => f.internalName)).toEqual(
      expect.arrayContaining(['Title', 'Status', 'AssignedTo', 'DueDate', 'KanbanComments', 'Labels']),
    );
  });

  it('refuses people who may not create boards, and bad input, without making a list', async () => {
    const before = (await listsOfSite()).length;
    const refused = await env.alex.call<ApiErrorBody>('POST', 'site/newList', { url: DEMO_SITE, title: 'Mine', statuses: GERMAN_STATUSES });
    expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    for (const body of [
      { url: DEMO_SITE, title: ' ', statuses: GERMAN_STATUSES },
      { url: DEMO_SITE, title: 'One', statuses: ['Only'] },
      { url: DEMO_SITE, title: 'Twice', statuses: ['A', 'a'] },
    ]) {
      expect((await clients.adele.call('POST', 'site/newList', body)).status).toBe(400);
    }
    expect((await listsOfSite()).length).toBe(before);
  });
});

describe("the wizard's new columns", () => {
  it('become choices of the column field when the board is saved, even from parallel saves', async () => {
    const list = (
      await clients.adele.call<SiteListInfo>('POST', 'site/newList', { url: DEMO_SITE, title: 'Columns', statuses: ['To do', 'Done'] })
    ).body;
    const [review, waiting] = await Promise.all([
      clients.adele.call<SaveBoardResponse>('POST', 'boards/board', await newBoardOver(list, 'With review', ['Review'])),
      clients.adele.call<SaveBoardResponse>('POST', 'boards/board', await newBoardOver(list, 'With waiting', ['Waiting'])),
    ]);
    expect([review.status, waiting.status]).toEqual([200, 200]);
    expect(await statusChoices(list.listID)).toEqual(expect.arrayContaining(['To do', 'Done', 'Review', 'Waiting']));
    expect((await storedConfigOf(clients.adele, review.body.id)).columnDefinitions.map((c) => c.value)).toEqual([
      'To do',
      'Done',
      'Review',
    ]);
  });

  it('refuse a column that differs from a choice only in letter case (400), and the list stays as it was', async () => {
    const list = (
      await clients.adele.call<SiteListInfo>('POST', 'site/newList', { url: DEMO_SITE, title: 'Letter case', statuses: ['To do', 'Done'] })
    ).body;
    const refused = await clients.adele.call<ApiErrorBody>('POST', 'boards/board', await newBoardOver(list, 'Twice done', ['done']));
    expect([refused.status, refused.body.code]).toEqual([400, 'invalid_configuration']);
    expect(await statusChoices(list.listID)).toEqual(['To do', 'Done']);
  });
});
