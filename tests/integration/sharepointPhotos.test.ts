import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharePointListHost, type SiteUser } from '@listboard/functions/host-api';
import { demoPhoto } from '@listboard/local';
import { SharePointModel } from '../sharepoint/model';
import { SharePointTestServer } from '../sharepoint/server';

const model = new SharePointModel();
const server = new SharePointTestServer(model);
const policy = { maxWaitMs: 50, budgetMs: 200 };
const photo = demoPhoto('adele@demo.listboard.local', 'site') as Uint8Array;
let site = '';
let host: SharePointListHost;
let ann: SiteUser;
let ben: SiteUser;

beforeAll(async () => {
  const origin = await server.start();
  site = `${origin}/sites/people`;
  const web = model.addSite(site, 'People');
  model.addUser(web, 'ann@contoso.test', 'Ann Admin', { isSiteAdmin: true });
  model.addUser(web, 'ben@contoso.test', 'Ben Member');
  model.photos.set('ann@contoso.test', photo);
  host = new SharePointListHost({ origin, token: async () => 'obo-token-of-ann' }, fetch, policy);
  [ann, ben] = await host.getSiteUsers(site);
});

afterAll(() => server.stop());

describe("the SharePoint list host's user photos against the SharePoint test server", () => {
  it("reads a person's picture from the site's user photo page (size S, by e-mail) on the caller's token", async () => {
    const before = server.requests.length;
    expect(await host.readUserPhoto(site, ann)).toEqual({ bytes: photo, contentType: 'image/png' });
    expect(server.requests.slice(before)).toEqual([
      {
        verb: 'GET',
        path: '/sites/people/_layouts/15/userphoto.aspx?size=S&accountname=ann%40contoso.test',
        authorization: 'Bearer obo-token-of-ann',
      },
    ]);
  });

  it("takes SharePoint's placeholder for a person without a photo as no picture", async () => {
    const before = server.requests.length;
    expect(await host.readUserPhoto(site, ben)).toBeNull();
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      '/sites/people/_layouts/15/userphoto.aspx?size=S&accountname=ben%40contoso.test',
      '/sites/people/_layouts/15/images/PersonPlaceholder.42x42x32.png',
    ]);
  });

  it('waits out throttling as for the lists, then reads the picture', async () => {
    server.throttleNext(1, '0');
    expect(await host.readUserPhoto(site, ann)).toMatchObject({ contentType: 'image/png' });
  });

  it('fails as an outage when SharePoint keeps throttling (503 with Retry-After, not the caller’s fault)', async () => {
    server.throttleNext(10, '1');
    await expect(host.readUserPhoto(site, ann)).rejects.toMatchObject({ name: 'StorageUnavailableError' });
    server.throttleNext(0, '0');
  });
});
