import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_GROUPS, LOCAL_API_SCOPE, LOCAL_CLIENT_ID } from '@listboard/local';
import { type ApiErrorBody, type BoardResponse, type DirectoryPerson, PERMISSION, type User } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { copyBoardWithPermission, onlyFor } from '../support/boardConfig';
import { signInAtProvider } from '../support/openIdSignIn';
import { sharePointStack } from './sharePointStackFixture';

// People and groups of a site on SharePoint: its site groups (the test server answers sitegroups, siteusers and a
// group's users as SharePoint's REST does); siteGroups.test.ts makes the same calls on the built-in store.
const env = sharePointStack('groups');
const login = (alias: string) => `${alias}@demo.listboard.local`;
const names = (people: { name: string }[]) => people.map((person) => person.name);
const clients: Record<string, ApiClient> = {};
const search = (query: Record<string, string>) =>
  clients.alex.call<DirectoryPerson[] & ApiErrorBody>('GET', 'site/users/search/', undefined, query);

beforeAll(async () => {
  const { stack, tenant } = env;
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  for (const alias of ['alex', 'adele', 'megan', 'lidia'])
    clients[alias] = new ApiClient(stack.url, tenant.siteUrl, (await signInAtProvider(page, login(alias))).access_token);
});

describe('people and groups of a site on SharePoint', () => {
  it('finds site groups with gp, only groups with ug, never a group hidden from the site, and people alone otherwise', async () => {
    const site = env.tenant.server.model.site(env.tenant.siteUrl);
    if (!site) throw new Error('The demo tenant has no demo site.');
    env.tenant.server.model.addGroup(site, 'Team access system group', { hidden: true });
    expect((await search({ q: 'mark' })).body).toEqual([]);
    const marketing = site.groups.find((group) => group.Title === DEMO_GROUPS.marketing);
    expect((await search({ q: 'mark', gp: 'true' })).body).toEqual([
      { id: marketing?.Id, name: DEMO_GROUPS.marketing, email: '', login: DEMO_GROUPS.marketing, isGroup: true },
    ]);
    expect(names((await search({ q: 'team', ug: 'true' })).body)).toEqual([
      DEMO_GROUPS.engineering,
      DEMO_GROUPS.marketing,
      'Team site Members',
    ]);
    expect((await search({ q: 'meg', gp: 'true' })).body).toEqual([
      { id: 3, name: 'Megan Bowen', email: login('megan'), login: login('megan'), isGroup: false },
    ]);
  });

  it("finds only a group's members with g and lists a group's members, 404 for a group the site has not", async () => {
    expect(names((await search({ q: 'demo', g: 'marketing TEAM' })).body)).toEqual(['Megan Bowen', 'Nestor Wilke']);
    const members = await clients.alex.call<User[]>('GET', 'site/users/getUsersByGroup/', undefined, {
      groupName: DEMO_GROUPS.engineering,
    });
    expect(names(members.body)).toEqual(['Alex Wilber', 'Lidia Holloway']);
    const missing = await clients.alex.call<ApiErrorBody>('GET', 'site/users/getUsersByGroup/', undefined, { groupName: 'Nobody here' });
    expect([missing.status, missing.body.code]).toEqual([404, 'group_not_found']);
    const all = await clients.alex.call<User[]>('GET', 'site/users/all', undefined, { s: '3' });
    expect(names(all.body)).toEqual(['Adele Vance', 'Alex Wilber', 'Lidia Holloway']);
  });

  it("follows a member's site groups on their next request", async () => {
    const boardID = await copyBoardWithPermission(
      clients.adele,
      DEMO_BOARD_ID,
      'Marketing only',
      onlyFor(login('adele'), [{ login: DEMO_GROUPS.marketing, isGroup: true }], 'tasksOwners'),
    );
    const openBoard = (alias: string) => clients[alias].call<BoardResponse & ApiErrorBody>('GET', 'board', undefined, { boardID });
    expect((await openBoard('megan')).body.userPermission).toBe(PERMISSION.Edit);
    expect((await openBoard('lidia')).status).toBe(403);
    const { model } = env.tenant.server;
    const site = model.site(env.tenant.siteUrl);
    if (!site) throw new Error('The demo tenant has no demo site.');
    model.setMembership(site, login('lidia'), DEMO_GROUPS.marketing, true);
    model.setMembership(site, login('megan'), DEMO_GROUPS.marketing, false);
    expect((await openBoard('lidia')).body.userPermission).toBe(PERMISSION.Edit);
    expect((await openBoard('megan')).status).toBe(403);
  });
});
