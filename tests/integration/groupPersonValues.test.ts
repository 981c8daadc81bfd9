import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_GROUPS, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardMember, DirectoryPerson, Item, ItemValuesResponse, TasksResponse, User } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

// A group in a person field through the HTTP routes, on the built-in store (docs/board-page.md#groups-in-person-fields).
// The demo's Assigned To takes people and groups; the documents' Owner takes people only.
const env = signedInStack();
const tasks = (filter: object = {}) =>
  env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, ...(filter && { filter }) });
const cardsOf = (answer: TasksResponse): Item[] => answer.rows.flatMap((r) => r.columns.flatMap((c) => c.items));

async function marketingId(): Promise<number> {
  const found = await env.alex.call<DirectoryPerson[]>('GET', 'site/users/search/', undefined, { q: 'marketing', ug: 'true' });
  const id = found.body.find((group) => group.name === DEMO_GROUPS.marketing)?.id;
  expect(id).toEqual(expect.any(Number));
  return id as number;
}

describe('a group in a person field', () => {
  it('is stored by its id where the field allows groups, and shows on the card and in the members filter as a group', async () => {
    const group = await marketingId();
    expect((await env.alex.call<User>('GET', `site/user/${group}`)).body).toMatchObject({
      id: group,
      name: DEMO_GROUPS.marketing,
      isGroup: true,
    });
    const card = cardsOf((await tasks()).body).find((c) => c.name === 'Fix login redirect loop') as Item;
    const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: card.id };
    const saved = await env.alex.call<ApiErrorBody>('POST', 'item/values', {
      ...where,
      values: [{ name: 'AssignedTo', value: `3,${group}` }],
    });
    expect(saved.status).toBe(200);
    const read = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(card.id) });
    expect(read.body.values.find((v) => v.name === 'AssignedTo')?.value).toBe(`3,${group}`);
    const board = (await tasks()).body;
    const shown = cardsOf(board).find((c) => c.id === card.id) as Item;
    expect(shown.users).toContainEqual({ id: group, name: DEMO_GROUPS.marketing, login: DEMO_GROUPS.marketing, isGroup: true });
    expect(board.users).toContainEqual(expect.objectContaining({ id: group, name: DEMO_GROUPS.marketing, isGroup: true }));
    const filtered = cardsOf((await tasks({ activeFilters: [], users: [group], lists: [], views: [] })).body);
    expect(filtered.map((c) => c.id)).toEqual([card.id]);
    const members = await env.alex.call<BoardMember[]>('GET', 'site/lists/members/AssignedTo', undefined, {
      url: DEMO_SITE,
      lists: DEMO_TASKS_LIST_ID,
    });
    expect(members.status).toBe(200);
    expect(members.body).toContainEqual({
      id: group,
      name: DEMO_GROUPS.marketing,
      login: DEMO_GROUPS.marketing,
      IsMemberShip: false,
      isGroup: true,
    });
    expect(members.body.find((member) => member.id === 3)).toMatchObject({ IsMemberShip: true });
  });

  it('is refused with a typed 400 where the field takes people only, whatever the page sends', async () => {
    const group = await marketingId();
    const documents = await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_DOCUMENTS_BOARD_ID });
    const doc = cardsOf(documents.body)[0];
    const where = { boardID: DEMO_DOCUMENTS_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_DOCUMENTS_LIST_ID, itemID: doc.id };
    const refused = await env.alex.call<ApiErrorBody>('POST', 'item/values', {
      ...where,
      values: [{ name: 'DocumentOwner', value: String(group) }],
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'invalid_value']);
    expect(refused.body.errors).toEqual([
      { field: 'DocumentOwner', key: 'group_not_allowed', message: 'Owner: only people can be chosen here, not groups.' },
    ]);
    const byName = await env.alex.call<ApiErrorBody>('POST', 'item/values', {
      ...where,
      values: [{ name: 'DocumentOwner', value: DEMO_GROUPS.marketing }],
    });
    expect(byName.status).toBe(400);
  });
});
