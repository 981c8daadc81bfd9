import { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from '@listboard/local';

/** The built-in store's group ids (functions/src/adapters/lists-local/siteUsers.ts) over people stored before groups had them. */

const site = 'https://contoso.test/sites/groups';
let azurite: RunningAzurite;

beforeAll(async () => {
  azurite = await startAzurite({ location: null });
  const users = TableClient.fromConnectionString(azurite.connectionString, 'lbusers', { allowInsecureConnection: true });
  await users.createTable();
  // Two people as the store kept them before groups had rows of their own: the group is only a name they carry.
  for (const [row, alias, groups] of [
    ['0000000001', 'ann', ['Ops']],
    ['0000000002', 'bo', ['ops', 'Sales']],
  ] as const) {
    await users.createEntity({
      partitionKey: encodeURIComponent(site),
      rowKey: row,
      name: alias,
      email: `${alias}@contoso.test`,
      login: `${alias}@contoso.test`,
      isSiteAdmin: false,
      groups: JSON.stringify(groups),
    });
  }
}, 60_000);

afterAll(async () => {
  await azurite?.stop();
}, 60_000);

// A host of its own for each reader, as each Functions instance has its own caches.
const freshHost = () => new TableListHost(azurite.connectionString);

describe("a group's id on the built-in store", () => {
  it('is given on first read to a group its people named before, once for all readers at once, and stays', async () => {
    const [first, second] = await Promise.all([freshHost().getSiteGroups(site), freshHost().getSiteGroups(site)]);
    expect(first.map((group) => group.name)).toEqual(['Ops', 'Sales']);
    expect(second).toEqual(first);
    expect(first.every((group) => group.id > 2)).toBe(true);
    expect(await freshHost().getSiteGroups(site)).toEqual(first);
    expect((await freshHost().getSiteUsers(site)).map((user) => user.id)).toEqual([1, 2]);
  });

  it('moves no id of the people added after it, and outlives its last member so that a stored value keeps its name', async () => {
    const host = freshHost();
    const [ops] = await host.getSiteGroups(site);
    const cy = await host.ensureUser(site, {
      name: 'Cy',
      email: 'cy@contoso.test',
      login: 'cy@contoso.test',
      isSiteAdmin: false,
      groups: ['Ops'],
    });
    expect(cy.id).toBe(3);
    for (const alias of ['ann', 'bo', 'cy']) await host.changeUserGroups(site, `${alias}@contoso.test`, () => []);
    expect((await host.getSiteGroups(site)).find((group) => group.name === 'Ops')).toEqual(ops);
    expect(await host.searchGroups(site, 'ops', 5)).toEqual([]);
    expect(await host.getGroupMembers(site, 'Ops')).toBeNull();
  });
});
