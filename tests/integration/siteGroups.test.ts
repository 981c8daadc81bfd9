import { beforeAll, describe, expect, it } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_GROUPS } from '@listboard/local';
import { type ApiErrorBody, type BoardResponse, type DirectoryPerson, PERMISSION, type User } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { copyBoardWithPermission, onlyFor } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

// People and groups on the built-in store: its groups are the names its users carry (docs/api.md, "People and groups").
// sharePointGroups.test.ts makes the same calls on a site on SharePoint.
const env = signedInStack();
const login = (alias: string) => `${alias}@demo.listboard.local`;
const search = (query: Record<string, string>) =>
  env.alex.call<DirectoryPerson[] & ApiErrorBody>('GET', 'site/users/search/', undefined, query);
const names = (people: { name: string }[]) => people.map((person) => person.name);

describe('people and groups of a site on the built-in store', () => {
  it('finds groups with gp, only groups with ug, and people alone otherwise', async () => {
    expect((await search({ q: 'mark' })).body).toEqual([]);
    expect((await search({ q: 'mark', gp: 'true' })).body).toEqual([
      { id: expect.any(Number), name: DEMO_GROUPS.marketing, email: '', login: DEMO_GROUPS.marketing, isGroup: true },
    ]);
    expect(names((await search({ q: 'team', ug: 'true' })).body)).toEqual([DEMO_GROUPS.engineering, DEMO_GROUPS.marketing]);
    const megan = (await search({ q: 'meg', gp: 'true' })).body;
    expect(megan).toEqual([{ id: 3, name: 'Megan Bowen', email: login('megan'), login: login('megan'), isGroup: false }]);
    expect((await search({ q: 'demo', gp: 'true', s: '2' })).body).toHaveLength(2);
  });

  it("finds only a group's members with g, and refuses an unknown group or contradicting flags", async () => {
    expect(names((await search({ q: 'demo', g: 'marketing TEAM' })).body)).toEqual(['Megan Bowen', 'Nestor Wilke']);
    expect(names((await search({ q: 'nes', g: DEMO_GROUPS.marketing })).body)).toEqual(['Nestor Wilke']);
    const unknown = await search({ q: 'demo', g: 'Nobody here' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'group_not_found']);
    expect((await search({ q: 'demo', g: DEMO_GROUPS.marketing, ug: 'true' })).status).toBe(400);
    expect((await search({ q: 'demo', gp: 'yes' })).status).toBe(400);
  });

  it("lists the site's people by name and a group's members", async () => {
    const all = await env.alex.call<User[]>('GET', 'site/users/all', undefined, {});
    expect(names(all.body)).toEqual(['Adele Vance', 'Alex Wilber', 'Lidia Holloway', 'Megan Bowen', 'Nestor Wilke', 'Pradeep Gupta']);
    expect(names((await env.alex.call<User[]>('GET', 'site/users/all', undefined, { s: '2' })).body)).toEqual([
      'Adele Vance',
      'Alex Wilber',
    ]);
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/users/all', undefined, { s: '0' })).status).toBe(400);
    const members = await env.alex.call<User[]>('GET', 'site/users/getUsersByGroup/', undefined, { groupName: DEMO_GROUPS.marketing });
    expect(members.body).toEqual([
      { id: 3, name: 'Megan Bowen', email: login('megan'), login: login('megan'), canCreateLists: false },
      { id: 4, name: 'Nestor Wilke', email: login('nestor'), login: login('nestor'), canCreateLists: false },
    ]);
    const missing = await env.alex.call<ApiErrorBody>('GET', 'site/users/getUsersByGroup/', undefined, { groupName: 'Nobody here' });
    expect([missing.status, missing.body.code]).toEqual([404, 'group_not_found']);
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/users/getUsersByGroup/', undefined, {})).status).toBe(400);
  });
});

describe("a board's rights through a group on the built-in store", () => {
  let boardID = '';
  let host: TableListHost;
  const clients: Record<string, ApiClient> = {};
  const openBoard = (alias: string) => clients[alias].call<BoardResponse & ApiErrorBody>('GET', 'board', undefined, { boardID });

  beforeAll(async () => {
    host = new TableListHost(env.stack.storageConnectionString);
    for (const alias of ['adele', 'megan', 'lidia']) clients[alias] = await new ApiClient(env.stack.url).signIn(login(alias));
    boardID = await copyBoardWithPermission(
      clients.adele,
      DEMO_BOARD_ID,
      'Marketing only',
      onlyFor(login('adele'), [{ login: DEMO_GROUPS.marketing, isGroup: true }], 'boardAccess'),
    );
  });

  it("follows a member's groups on their next request, when they join and when they leave", async () => {
    expect((await openBoard('megan')).body.userPermission).toBe(PERMISSION.ViewOnly);
    expect((await openBoard('lidia')).status).toBe(403);
    await host.changeUserGroups(DEMO_SITE, login('lidia'), (groups) => [...groups, DEMO_GROUPS.marketing]);
    expect((await openBoard('lidia')).body.userPermission).toBe(PERMISSION.ViewOnly);
    await host.changeUserGroups(DEMO_SITE, login('megan'), (groups) => groups.filter((group) => group !== DEMO_GROUPS.marketing));
    expect((await openBoard('megan')).status).toBe(403);
  });

  it("keeps every one of parallel changes of a person's groups", async () => {
    const added = ['Group A', 'Group B', 'Group C', 'Group D', 'Group E'];
    await Promise.all(added.map((group) => host.changeUserGroups(DEMO_SITE, login('nestor'), (groups) => [...groups, group])));
    const nestor = await host.getUserByLogin(DEMO_SITE, login('nestor'));
    expect([...(nestor?.groups ?? [])].sort()).toEqual([DEMO_GROUPS.marketing, ...added].sort());
  });
});
