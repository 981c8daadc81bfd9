import { beforeAll, describe, expect, it } from 'vitest';
import { type Services, createServices, loadSettings } from '@listboard/functions/host-api';
import { type ApiErrorBody, type BoardResponse, PAGE_LANGUAGES, STARTER_KEYS, starterTemplates } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
let adele: ApiClient;
let services: Services;

beforeAll(async () => {
  adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  services = createServices(
    loadSettings({ LISTBOARD_STORAGE_CONNECTION_STRING: env.stack.storageConnectionString, LISTBOARD_CLIENT_ID: 'starters-test' }),
  );
});

const importStarter = (client: ApiClient, body: unknown) => client.call<{ id: string } & ApiErrorBody>('POST', 'site/importTemplate', body);

async function openBoard(id: string): Promise<BoardResponse> {
  const board = await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: id });
  expect(board.status).toBe(200);
  return board.body;
}

describe.each(PAGE_LANGUAGES)('the %s starters on the built-in store', (locale) => {
  it.each(STARTER_KEYS)('import %s as a board over a new list with its columns, lanes, labels and rules in the language', async (key) => {
    const starter = starterTemplates(locale).find((s) => s.key === key)!;
    const answer = await importStarter(adele, { template: starter.template, name: starter.name });
    expect(answer.status, answer.body.message).toBe(200);
    const board = await openBoard(answer.body.id);
    const expected = starter.template.board;
    expect(board).toMatchObject({
      name: starter.name,
      description: starter.description,
      columnFieldName: 'Status',
      labelsFieldName: 'Labels',
    });
    expect(board.source.lists[0].name).toMatch(new RegExp(`^${starter.template.listData[0].name}( \\d+)?$`));
    expect(board.columnDefinitions.map((c) => [c.value, c.isComplete])).toEqual(
      expected.columnDefinitions.map((c) => [c.value, c.isComplete]),
    );
    expect(board.swimlanes.lanes.map((lane) => lane.value)).toEqual(expected.swimlanes.lanes.map((lane) => lane.value));
    expect(board.labelsColors).toEqual(expected.labelsColors);
    expect(board.styles.map((rule) => [rule.name, rule.conditions.map((c) => c.value)])).toEqual(
      expected.styles.map((rule) => [rule.name, rule.conditions.map((c) => c.value)]),
    );
    // The new list's choices are the starter's own values, so the columns have cards to hold.
    const status = board.fields.find((f) => f.internalName === 'Status');
    expect(status?.choices).toEqual(expected.columnDefinitions.map((c) => c.value));
    expect(board.fields.find((f) => f.internalName === 'Labels')?.choices).toEqual(expected.labelsColors.map((l) => l.name));
  });
});

describe('a card on a starter board', () => {
  it('starts in the first column, and on the bug triage board in the lane of bugs without a priority', async () => {
    const starter = starterTemplates('de-DE').find((s) => s.key === 'bugTriage')!;
    const board = await openBoard((await importStarter(adele, { template: starter.template })).body.id);
    const [list] = board.source.lists;
    const added = await adele.call<{ itemID: number } & ApiErrorBody>('POST', `kanban/${board.id}/items/${list.listID}/`, {
      siteURL: DEMO_SITE,
      values: [{ name: 'Title', value: 'Anmeldung schlägt fehl' }],
    });
    expect(added.status, added.body.message).toBe(200);
    const [item] = await services.listHost.queryItems(DEMO_SITE, list.listID);
    expect([item.values.Status, item.values.Priority ?? null]).toEqual(['Neu', null]);
    expect(board.swimlanes).toMatchObject({ field: 'Priority', addDefault: true, defaultName: 'Noch ohne Priorität' });
  });
});

describe('importing one starter twice at once', () => {
  it("makes two boards over two lists, neither taking the other's list", async () => {
    const starter = starterTemplates('fr-FR').find((s) => s.key === 'contentCalendar')!;
    const answers = await Promise.all([1, 2].map(() => importStarter(adele, { template: starter.template })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const boards = await Promise.all(answers.map((a) => openBoard(a.body.id)));
    const lists = boards.map((b) => b.source.lists[0]);
    expect(new Set(lists.map((l) => l.listID)).size).toBe(2);
    expect(new Set(boards.map((b) => b.id)).size).toBe(2);
  });
});
