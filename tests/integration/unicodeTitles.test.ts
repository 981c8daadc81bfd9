import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse, BoardTemplate, Item, ItemValuesResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/**
 * Every path that writes a card's title treats the same text the same way (docs/storage.md, "Text the
 * lists take"): the card is stored and shown with its title as typed, or every path answers 400 naming
 * the field. Over arbitrary Unicode, on the built-in store over Azurite.
 */

const RUNS = 30;
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const TITLE = { name: 'Title', label: 'Title' };

/** Characters that broke a write path once or that a store may refuse: line and paragraph separators, lone surrogate halves, controls. */
const AWKWARD = [
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
  '\u0000',
  '\r\n',
  '\u0085',
  '\ufeff',
  '\u202e',
  '\ufffe',
  '\uffff',
  '\u{1F600}',
  'e\u0301',
  '"',
  '\\',
  '{',
  '}',
  '--batch',
];
const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom(...AWKWARD),
);
const title: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join('')), weight: 9 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 250, maxLength: 260 }), weight: 1 },
  )
  .filter((text) => text.trim() !== '');

/** What a path did with a title: the title it shows afterwards, or its refusal. */
type Outcome = { shown: string } | { refused: number; namesField: boolean };

const env = signedInStack();
let adele: ApiClient;
let emptyTemplate: BoardTemplate;
const cards = {} as { edited: number; copied: number; parent: number };

async function createCard(client: ApiClient, values: Record<string, string>): Promise<number> {
  const answer = await client.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    ...where,
    itemID: 0,
    values: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.itemID;
}

beforeAll(async () => {
  adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  cards.edited = await createCard(env.alex, { Title: 'Edited by the property' });
  cards.copied = await createCard(env.alex, { Title: 'Copied by the property' });
  cards.parent = await createCard(env.alex, { Title: 'Parent of the property' });
  const exported = await adele.call<BoardTemplate & ApiErrorBody>('POST', 'site/loadTemplateData', {
    boardId: DEMO_BOARD_ID,
    includeContent: false,
  });
  expect(exported.status, exported.body.message).toBe(200);
  emptyTemplate = exported.body;
});

function refusal(answer: { status: number; body: ApiErrorBody }): Outcome {
  return { refused: answer.status, namesField: answer.body.message.includes(TITLE.label) };
}

/** The title a card of the demo list shows: in its dialog and on the board, which must agree. */
async function shownTitle(boardID: string, listID: string, itemID: number): Promise<string> {
  const dialog = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, {
    boardID,
    siteURL: DEMO_SITE,
    listID,
    itemID: String(itemID),
  });
  expect(dialog.status).toBe(200);
  const card = await adele.call<Item>('POST', `kanban/${boardID}/task`, { info: { siteURL: DEMO_SITE, listID, itemID } });
  expect(card.status).toBe(200);
  const inDialog = dialog.body.values.find((value) => value.name === TITLE.name)?.value;
  expect(card.body.name).toBe(inDialog);
  return String(inDialog);
}

async function saved(
  itemID: number,
  values: Record<string, string>,
  call: (body: object) => Promise<{ status: number; body: { itemID: number } & ApiErrorBody }>,
): Promise<Outcome> {
  const answer = await call({ ...where, itemID, values: Object.entries(values).map(([name, value]) => ({ name, value })) });
  if (answer.status !== 200) return refusal(answer);
  return { shown: await shownTitle(DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, answer.body.itemID) };
}

const itemValues = (body: object) => env.alex.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', body);
const quickAdd = ({ values }: { values?: unknown }) =>
  env.alex.call<{ itemID: number } & ApiErrorBody>('POST', `kanban/${DEMO_BOARD_ID}/items/${DEMO_TASKS_LIST_ID}`, {
    siteURL: DEMO_SITE,
    values,
  });

async function importedWith(text: string): Promise<Outcome> {
  const template = { ...emptyTemplate, includeContent: true, content: [{ ID: 1, values: { Title: text, Status: 'Not Started' } }] };
  const answer = await adele.call<{ id: string } & ApiErrorBody>('POST', 'site/importTemplate', {
    template,
    name: 'Imported by the property',
  });
  if (answer.status !== 200) return refusal(answer);
  const board = await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: answer.body.id });
  const listID = board.body.source.lists[0].listID;
  const latest = await adele.call<Item>('GET', `kanban/${answer.body.id}/latestTask`, undefined, { siteURL: DEMO_SITE, listID });
  expect(latest.status).toBe(200);
  return { shown: await shownTitle(answer.body.id, listID, latest.body.id) };
}

const PATHS: Record<string, (text: string) => Promise<Outcome>> = {
  create: (text) => saved(0, { Title: text }, itemValues),
  quickAdd: (text) => saved(0, { Title: text }, quickAdd),
  edit: (text) => saved(cards.edited, { Title: text }, itemValues),
  copy: (text) => saved(-cards.copied, { Title: text }, itemValues),
  subtask: (text) => saved(0, { Title: text, ParentID: String(cards.parent) }, itemValues),
  templateImport: importedWith,
};

it('stores and shows a title as typed on every write path, or refuses it with a 400 naming the field on all of them', async () => {
  await fc.assert(
    fc.asyncProperty(title, async (text) => {
      // The paths write different cards: one title goes through all of them at once.
      const outcomes = Object.fromEntries(
        await Promise.all(Object.entries(PATHS).map(async ([path, write]) => [path, await write(text)] as const)),
      );
      const expected = 'shown' in outcomes.create ? { shown: text } : { refused: 400, namesField: true };
      for (const [path, outcome] of Object.entries(outcomes)) expect({ path, outcome }).toEqual({ path, outcome: expected });
    }),
    { numRuns: RUNS },
  );
}, 300_000);

it('stores line and paragraph separators, and refuses half a surrogate pair, the same on every path', async () => {
  for (const [text, expected] of [
    ['Plan\u2028Build\u2029Ship', { shown: 'Plan\u2028Build\u2029Ship' }],
    ['Broken \ud83d title', { refused: 400, namesField: true }],
  ] as const) {
    for (const [path, write] of Object.entries(PATHS)) expect({ path, outcome: await write(text) }).toEqual({ path, outcome: expected });
  }
}, 60_000);

it('spends no item id on a refused card: the next card takes the id after the last one stored', async () => {
  const before = await createCard(env.alex, { Title: 'Before a refused card' });
  expect(await saved(0, { Title: 'Broken \ud83d title' }, quickAdd)).toEqual({ refused: 400, namesField: true });
  expect(await saved(0, { Title: 'Broken \ud83d title' }, itemValues)).toEqual({ refused: 400, namesField: true });
  expect(await createCard(env.alex, { Title: 'After a refused card' })).toBe(before + 1);
});
