import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { reminderJob } from '@listboard/functions/host-api';
import { LOCAL_FUNCTIONS_CLIENT_ID } from '@listboard/local';
import { Inbox } from '../support/inbox';
import { sharePointStack } from './sharePointStackFixture';

// The reminder timer on a board whose lists are on SharePoint: it runs for nobody, so it reads the
// site with the app's own token (client credentials with the certificate, through the local OpenID
// provider), which SharePoint answers with what the organisation granted the app (Sites.Selected).
const env = sharePointStack('reminders');
let inbox: Inbox;

beforeAll(() => {
  inbox = new Inbox(env.stack.mailInbox);
  // A German site (SharePoint's LCID 1031): its people have never opened Listboard, so their reminders are in German.
  const site = env.tenant.server.model.sites.get(env.tenant.siteUrl.toLowerCase());
  if (!site) throw new Error('The demo tenant has no site at its own address.');
  site.language = 1031;
});

/** The claims of the bearer tokens the SharePoint test server was sent since `from`. */
const tokensSince = (from: number) =>
  env.tenant.server.requests.slice(from).map((request) => decodeJwt(String(request.authorization).slice('Bearer '.length)));

describe("reminders of a SharePoint board, read with the app's own access", () => {
  it("sends the demo board's weekday digest from the site's items, read app-only", async () => {
    // A Monday: the first run starts the rules' clocks, the next one passes 08:00 (the digest's slot).
    await reminderJob.run(new Date('2027-03-01T00:00:10Z'));
    const from = env.tenant.server.requests.length;
    await reminderJob.run(new Date('2027-03-01T12:00:10Z'));
    const digests = (await inbox.all()).filter((mail) => mail.subject.includes('Work in progress'));
    expect(digests.length).toBeGreaterThan(0);
    expect(digests[0].html).toContain(`${env.stack.url}/kanban/`);
    expect(digests[0].subject).toMatch(/\d+ Karten?\b/);
    const claims = tokensSince(from);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.every((token) => token.idtyp === 'app' && token.appid === LOCAL_FUNCTIONS_CLIENT_ID && token.upn === undefined)).toBe(
      true,
    );
  });

  it('sends nothing and says why when the organisation takes the grant back, and catches up once it is given again', async () => {
    env.tenant.server.model.grantSite(LOCAL_FUNCTIONS_CLIENT_ID, env.tenant.siteUrl, null);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const digests = async () => (await inbox.all()).filter((mail) => mail.subject.includes('Work in progress')).length;
    const before = await digests();
    // Tuesday: the digest's slot passes while SharePoint refuses the app.
    await reminderJob.run(new Date('2027-03-02T12:00:10Z'));
    expect(await digests()).toBe(before);
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/Reminders of board .+ failed this run: .*Access denied/);
    warnings.mockRestore();
    env.tenant.server.model.grantSite(LOCAL_FUNCTIONS_CLIENT_ID, env.tenant.siteUrl, 'read');
    await reminderJob.run(new Date('2027-03-02T12:05:10Z'));
    expect(await digests()).toBeGreaterThan(before);
  });
});
