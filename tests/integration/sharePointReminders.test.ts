import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { reminderJob } from '@listboard/functions/host-api';
import { LOCAL_FUNCTIONS_CLIENT_ID, type RunningStack, startStack } from '@listboard/local';
import { demoTenant } from '../sharepoint/demoTenant';
import { Inbox } from '../support/inbox';
import { COMBINE_SECONDS, repoRoot } from './stackFixture';

// The reminder timer on a board whose lists are on SharePoint: it runs for nobody, so it reads the
// site with the app's own token (client credentials with the certificate, through the local OpenID
// provider), which SharePoint answers with what the organisation granted the app (Sites.Selected).
let tenant: Awaited<ReturnType<typeof demoTenant>>;
let stack: RunningStack;
let dataDir = '';
let inbox: Inbox;

beforeAll(async () => {
  tenant = await demoTenant();
  dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-sp-reminders-'));
  stack = await startStack({
    root: repoRoot, dataDir, port: 0, inMemory: true, timers: false, combineSeconds: COMBINE_SECONDS,
    sharePoint: { siteUrl: tenant.siteUrl, seedInto: tenant.seedInto },
  });
  inbox = new Inbox(stack.mailInbox);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await tenant?.server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The claims of the bearer tokens the SharePoint test server was sent since `from`. */
const tokensSince = (from: number) => tenant.server.requests.slice(from).map((request) => decodeJwt(String(request.authorization).slice('Bearer '.length)));

describe("reminders of a SharePoint board, read with the app's own access", () => {
  it("sends the demo board's weekday digest from the site's items, read app-only", async () => {
    // A Monday: the first run starts the rules' clocks, the next one passes 08:00 (the digest's slot).
    await reminderJob.run(new Date('2027-03-01T00:00:10Z'));
    const from = tenant.server.requests.length;
    await reminderJob.run(new Date('2027-03-01T12:00:10Z'));
    const digests = (await inbox.all()).filter((mail) => mail.subject.includes('Work in progress'));
    expect(digests.length).toBeGreaterThan(0);
    expect(digests[0].html).toContain(`${stack.url}/kanban/`);
    const claims = tokensSince(from);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.every((token) => token.idtyp === 'app' && token.appid === LOCAL_FUNCTIONS_CLIENT_ID && token.upn === undefined)).toBe(true);
  });

  it('sends nothing and says why when the organisation takes the grant back, and catches up once it is given again', async () => {
    tenant.server.model.grantSite(LOCAL_FUNCTIONS_CLIENT_ID, tenant.siteUrl, null);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const digests = async () => (await inbox.all()).filter((mail) => mail.subject.includes('Work in progress')).length;
    const before = await digests();
    // Tuesday: the digest's slot passes while SharePoint refuses the app.
    await reminderJob.run(new Date('2027-03-02T12:00:10Z'));
    expect(await digests()).toBe(before);
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/Reminders of board .+ failed this run: .*Access denied/);
    warnings.mockRestore();
    tenant.server.model.grantSite(LOCAL_FUNCTIONS_CLIENT_ID, tenant.siteUrl, 'read');
    await reminderJob.run(new Date('2027-03-02T12:05:10Z'));
    expect(await digests()).toBeGreaterThan(before);
  });
});
