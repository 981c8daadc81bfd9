import { beforeAll, describe, expect, it } from 'vitest';
import { apiGroups } from '@listboard/functions/host-api';
import { LOCAL_FEEDBACK_ADDRESS } from '@listboard/local';
import { type ApiErrorBody, type BoardSummary, LICENSE_STATUS, type License, type PageInfo } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { DEMO_TENANT, currentLicense, issueLicense, licenseTable, saveLicense } from '../support/licenses';
import { signedInStack } from './stackFixture';

/**
 * Licences over Azurite (docs/licences.md): the trial on first use, seats given by auto-assignment under
 * parallel openings, the refusals of spec 3 section 8, the vendor-signed licence key, the managers'
 * rights, the trial's warning, and the trial information mailed to the vendor.
 */

const env = signedInStack();
const people = {} as Record<'adele' | 'alex' | 'megan' | 'nestor' | 'lidia' | 'pradeep', ApiClient>;
const login = (alias: string) => `${alias}@demo.listboard.local`;
const DAY_MS = 24 * 60 * 60 * 1000;

const pageInfo = async (client: ApiClient) => (await client.call<PageInfo>('GET', 'boards/pageInfo')).body;
const boards = (client: ApiClient) => client.call<BoardSummary[] & ApiErrorBody>('GET', 'boards');

/** Moves the stored licence's clock: the tests cannot wait a month for a trial to end. */
async function setStoredLicense(changes: Record<string, unknown>): Promise<void> {
  await licenseTable(env.stack.storageConnectionString).updateEntity(
    { partitionKey: encodeURIComponent(DEMO_TENANT), rowKey: 'licence', ...changes },
    'Merge',
  );
  await currentLicense(people.adele);
}

beforeAll(async () => {
  const anonymous = new ApiClient(env.stack.url);
  for (const alias of ['adele', 'megan', 'nestor', 'lidia', 'pradeep'] as const) people[alias] = await anonymous.signIn(login(alias));
  people.alex = env.alex;
});

describe('the trial', () => {
  it('starts on first use: 30 days, unlimited, and everyone opening Listboard gets a seat', async () => {
    const info = await pageInfo(people.megan);
    expect(info.license).toEqual({
      hasLicense: true,
      licenseStatus: LICENSE_STATUS.Trial,
      remainingDays: 30,
      hasSeat: true,
      edition: 'Trial',
      isRunning: false,
    });
    expect(info).toMatchObject({
      liveDemo: true,
      isLicenseManager: false,
      isAdminPanelManager: false,
      defaultUserPermission: 1,
      avatarSource: 'site',
    });
    expect((await boards(people.alex)).status).toBe(200);
    const license = await currentLicense(people.adele);
    expect(license).toMatchObject({
      edition: 'Trial',
      status: LICENSE_STATUS.Trial,
      isUnlimited: true,
      remainingSeats: 999,
      autoAssign: true,
      isRunning: false,
      unnamedManagers: 'everyone',
    });
    expect(license.users.map((u) => u.login).sort()).toEqual([login('alex'), login('megan')]);
    expect(license.users.every((u) => u.lastAccess !== null)).toBe(true);
  });

  it('warns with 10 days or fewer left, and closes the boards once it ends', async () => {
    await setStoredLicense({ expirationDate: new Date(Date.now() + 5 * DAY_MS).toISOString() });
    expect((await pageInfo(people.megan)).license).toMatchObject({ licenseStatus: LICENSE_STATUS.Trial, remainingDays: 5 });
    await setStoredLicense({ expirationDate: new Date(Date.now() - 1000).toISOString() });
    expect((await pageInfo(people.megan)).license).toMatchObject({ licenseStatus: LICENSE_STATUS.Expired, remainingDays: 0 });
    const refused = await boards(people.megan);
    expect([refused.status, refused.body.code]).toEqual([403, 'license_expired']);
    expect(refused.body.message).toMatch(/^Your license of Listboard is expired\./);
  });

  it("writes a seat's last access at most once an hour, however often the person calls", async () => {
    await setStoredLicense({ expirationDate: new Date(Date.now() + 30 * DAY_MS).toISOString() });
    const seatRow = () =>
      licenseTable(env.stack.storageConnectionString).getEntity(
        encodeURIComponent(DEMO_TENANT),
        `seat-${encodeURIComponent(login('megan'))}`,
      );
    const before = await seatRow();
    for (let i = 0; i < 5; i++) expect((await boards(people.megan)).status).toBe(200);
    expect((await seatRow()).etag).toBe(before.etag);
  });
});

describe('a bought licence', () => {
  it('refuses a key the vendor did not sign, or signed for another tenant', async () => {
    const forged = (await issueLicense({ users: 3 })).replace(/\.[^.]+$/, '.AAAA');
    for (const licenseKey of [forged, 'not a licence', await issueLicense({ tenant: 'https://contoso.sharepoint.com', users: 3 })]) {
      const answer = await saveLicense(people.adele, { licenseKey });
      expect([answer.status, answer.body.code]).toEqual([400, 'invalid_license_key']);
    }
    expect((await currentLicense(people.adele)).edition).toBe('Trial');
  });

  it('gives no more seats than it has to people opening Listboard at once', async () => {
    const installed = await saveLicense(people.adele, {
      licenseKey: await issueLicense({ users: 3, expires: '2099-12-31', edition: 'Business' }),
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(200);
    expect(installed.body).toMatchObject({
      edition: 'Business',
      status: LICENSE_STATUS.Valid,
      userCount: 3,
      isUnlimited: false,
      expirationDate: '2099-12-31T23:59:59Z',
    });
    const cleared = await people.adele.call<License>('POST', 'license', { removeUsers: installed.body.users.map((u) => u.login) });
    expect(cleared.body.users).toEqual([]);
    const openers = [people.alex, people.megan, people.nestor, people.lidia, people.pradeep];
    const answers = await Promise.all(openers.map(boards));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 403, 403]);
    expect(answers.filter((a) => a.status === 403).map((a) => a.body.code)).toEqual(['no_license', 'no_license']);
    const license = await currentLicense(people.adele);
    expect([license.users.length, license.remainingSeats]).toEqual([3, 0]);
    expect((await pageInfo(people.adele)).license).toMatchObject({ licenseStatus: LICENSE_STATUS.Valid, hasSeat: false });
  });

  it('tells a person without a seat why, and gives them one by auto-assignment once a seat is free', async () => {
    const seated = new Set((await currentLicense(people.adele)).users.map((u) => u.login));
    const waiting = (['alex', 'megan', 'nestor', 'lidia', 'pradeep'] as const).find((alias) => !seated.has(login(alias)))!;
    const refused = await boards(people[waiting]);
    expect(refused.body.message).toMatch(/^Your account is not included to the Listboard license\./);
    expect((await pageInfo(people[waiting])).license.hasSeat).toBe(false);
    const freed = [...seated][0];
    await people.adele.call('POST', 'license', { removeUsers: [freed] });
    expect((await boards(people[waiting])).status).toBe(200);
    expect((await currentLicense(people.adele)).users.map((u) => u.login)).toContain(login(waiting));
  });

  it('gives seats only by hand once auto-assignment is off, and never past the licence', async () => {
    expect((await saveLicense(people.adele, { autoAssign: false })).status).toBe(200);
    const license = await currentLicense(people.adele);
    const [first] = license.users;
    await people.adele.call('POST', 'license', { removeUsers: [first.login] });
    const alias = first.login.split('@')[0] as keyof typeof people;
    expect((await boards(people[alias])).body.code).toBe('no_license');
    const added = await people.adele.call<License>('POST', 'license', { addUsers: [login('adele')] });
    expect(added.status).toBe(200);
    // A seat given by hand is unused until its person opens Listboard.
    const lastAccessOfAdele = async () => (await currentLicense(people.adele)).users.find((u) => u.login === login('adele'))?.lastAccess;
    expect(await lastAccessOfAdele()).toBeNull();
    expect((await boards(people.adele)).status).toBe(200);
    expect(await lastAccessOfAdele()).not.toBeNull();
    const full = await people.adele.call<ApiErrorBody>('POST', 'license', { addUsers: [first.login] });
    expect([full.status, full.body.code]).toEqual([409, 'no_free_seat']);
    const unknown = await people.adele.call<ApiErrorBody>('POST', 'license', {
      removeUsers: [login('adele')],
      addUsers: ['nobody@demo.listboard.local'],
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'unknown_user']);
    expect((await boards(people.adele)).status).toBe(200);
    expect((await saveLicense(people.adele, { autoAssign: true })).status).toBe(200);
  });

  it('refuses a save over a stale etag', async () => {
    const stale = await people.adele.call<ApiErrorBody>('POST', 'license', { etag: '"stale"', autoAssign: true });
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_license']);
    const noEtag = await people.adele.call<ApiErrorBody>('POST', 'license', { autoAssign: true });
    expect(noEtag.status).toBe(400);
  });
});

describe('managers', () => {
  it('are Adele on the demo tenant from its first start, so the demo shows the real roles', async () => {
    const license = await currentLicense(people.adele);
    const adele = [{ login: login('adele'), isGroup: false, name: 'Adele Vance' }];
    expect([license.licenseManagers, license.adminPanelManagers]).toEqual([adele, adele]);
    const denied = await people.megan.call<ApiErrorBody>('GET', 'admin/tenantAdmins');
    expect([denied.status, denied.body.code]).toEqual([403, 'access_denied']);
  });

  it('keep the licence screen and the admin panel to the people listed, and the tenant admins', async () => {
    const saved = await saveLicense(people.adele, {
      licenseManagers: [{ login: login('megan'), isGroup: false }],
      adminPanelManagers: [{ login: login('pradeep'), isGroup: false }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const denied = await people.alex.call<ApiErrorBody>('GET', 'license');
    expect([denied.status, denied.body.code, denied.body.message]).toEqual([
      403,
      'access_denied',
      'Access denied. You do not have permission to perform this action or access this resource...',
    ]);
    expect((await people.megan.call('GET', 'license')).status).toBe(200);
    expect((await people.pradeep.call('GET', 'license')).status).toBe(200);
    expect((await saveLicense(people.megan, { defaultUserPermission: 2 })).body.code).toBe('access_denied');
    expect((await saveLicense(people.pradeep, { defaultUserPermission: 2 })).status).toBe(200);
    expect(await pageInfo(people.alex)).toMatchObject({ isLicenseManager: false, isAdminPanelManager: false, defaultUserPermission: 2 });
    expect(await pageInfo(people.megan)).toMatchObject({ isLicenseManager: true, isAdminPanelManager: false });
    expect(await pageInfo(people.adele)).toMatchObject({ isLicenseManager: true, isAdminPanelManager: true });
  });
});

describe('a licence that does not serve', () => {
  /** Every route that needs a seat, called with placeholder ids: the licence is settled before the input. */
  const licensedRoutes = apiGroups.flatMap((group) => group.routes).filter((route) => route.caller === 'user' && route.licensed);
  const pathOf = (template: string) => template.replace(/\{[^}]+\?\}/g, '').replace(/\{[^}]+\}/g, 'x');

  it("lets no call through once it expired, with the spec's message; the licence screen stays open", async () => {
    expect((await saveLicense(people.adele, { licenseKey: await issueLicense({ users: 10, expires: '2020-01-31' }) })).status).toBe(200);
    expect(licensedRoutes.length).toBeGreaterThan(40);
    for (const route of licensedRoutes) {
      const answer = await people.megan.call<ApiErrorBody>(route.method, pathOf(route.path), route.method === 'GET' ? undefined : {});
      expect([route.method, route.path, answer.status, answer.body.code]).toEqual([route.method, route.path, 403, 'license_expired']);
    }
    expect((await pageInfo(people.megan)).license).toMatchObject({ licenseStatus: LICENSE_STATUS.Expired });
    expect((await currentLicense(people.megan)).expirationDate).toBe('2020-01-31T23:59:59Z');
  });

  it('is invalid when the stored document was changed, whatever its columns say', async () => {
    expect((await saveLicense(people.adele, { licenseKey: await issueLicense({ users: 10 }) })).status).toBe(200);
    expect((await boards(people.megan)).status).toBe(200);
    const key = (
      await licenseTable(env.stack.storageConnectionString).getEntity<{ licenseKey: string }>(encodeURIComponent(DEMO_TENANT), 'licence')
    ).licenseKey;
    const [header, payload, signature] = key.split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), userCount: 5000 })).toString(
      'base64url',
    );
    await setStoredLicense({ licenseKey: [header, raised, signature].join('.') });
    const refused = await boards(people.megan);
    expect([refused.status, refused.body.code]).toEqual([403, 'license_invalid']);
    expect((await currentLicense(people.adele)).status).toBe(LICENSE_STATUS.Invalid);
    expect((await saveLicense(people.adele, { licenseKey: key })).status).toBe(200);
    expect((await boards(people.megan)).status).toBe(200);
  });
});

describe('the trial information form', () => {
  const form = {
    firstName: 'Ann',
    lastName: 'Lee',
    company: 'Contoso',
    position: 'IT lead',
    email: 'ann@contoso.com',
    mobile: '+1 (425) 555-0100',
    industry: 'technology',
    size: '101-250',
  };

  it('is mailed to the vendor, with or without a seat', async () => {
    const answer = await people.alex.call<{ state: string }>('POST', 'kanban/trialInfo', form);
    expect([answer.status, answer.body]).toEqual([200, { state: 'sent' }]);
    const [mail] = await new Inbox(env.stack.mailInbox).waitFor(LOCAL_FEEDBACK_ADDRESS, 'Trial information: Ann Lee, Contoso');
    expect(mail.text).toContain('Industry: technology');
    expect(mail.text).toContain('Size: 101-250 users');
    const demo = await people.alex.call<{ state: string }>('POST', 'kanban/trialInfo', {
      ...form,
      demoDate: '2026-12-03',
      message: 'Mornings, please.',
    });
    expect(demo.status).toBe(200);
    const [booked] = await new Inbox(env.stack.mailInbox).waitFor(LOCAL_FEEDBACK_ADDRESS, 'Demo request for 2026-12-03');
    expect(booked.text).toContain('Mornings, please.');
  });

  it('refuses a mobile number or an e-mail address the form would not take', async () => {
    for (const wrong of [
      { mobile: '12345' },
      { mobile: '555-CALL-NOW' },
      { email: 'ann.contoso.com' },
      { industry: 'fishing' },
      { size: '2-3' },
    ]) {
      const answer = await people.alex.call<ApiErrorBody>('POST', 'kanban/trialInfo', { ...form, ...wrong });
      expect([answer.status, answer.body.code]).toEqual([400, 'invalid_request']);
    }
  });
});
