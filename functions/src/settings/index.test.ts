import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { generate } from 'selfsigned';
import { describe, expect, it } from 'vitest';
import { AZURITE_DEFAULT_CONNECTION, ENTRA_AUTHORITY, ENTRA_ISSUER, ENTRA_TENANT_AUTHORITY, loadSettings, parseTenantBindings } from '.';

const CLIENT_ID = '6b1c8a52-0c9a-4b9e-9d7e-3a4f5e6d7c8b';

describe('settings', () => {
  it("trusts Entra's multi-tenant issuers by default, with the client id and its app id URI as audiences", () => {
    const settings = loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID });
    expect(settings.authMode).toBe('entra');
    expect(settings.oidc).toEqual({
      authority: ENTRA_AUTHORITY,
      issuer: ENTRA_ISSUER,
      audiences: [CLIENT_ID, `api://${CLIENT_ID}`],
      scope: 'access_as_user',
      pageScope: `api://${CLIENT_ID}/access_as_user`,
      clientId: CLIENT_ID,
    });
    expect(settings.demoSiteUrl).toBeNull();
  });

  it('sends mail only with a transport, a sender, the page address, a link secret of 32 characters or more and a real time zone', () => {
    const mail = {
      LISTBOARD_CLIENT_ID: CLIENT_ID,
      LISTBOARD_MAIL_TRANSPORT: 'smtp',
      LISTBOARD_SMTP_URL: 'smtp://127.0.0.1:1025',
      LISTBOARD_MAIL_FROM: 'lb@contoso.com',
      LISTBOARD_APP_URL: 'https://app.contoso.com/',
      LISTBOARD_LINK_SECRET: 'x'.repeat(32),
    };
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).mail).toBeNull();
    expect(loadSettings(mail).mail).toMatchObject({ appUrl: 'https://app.contoso.com', timeZone: 'UTC', combineSeconds: 60 });
    expect(loadSettings({ ...mail, LISTBOARD_MAIL_COMBINE_SECONDS: '0' }).mail?.combineSeconds).toBe(0);
    for (const wrong of ['-1', '2.5', '3601', 'soon'])
      expect(() => loadSettings({ ...mail, LISTBOARD_MAIL_COMBINE_SECONDS: wrong })).toThrow('LISTBOARD_MAIL_COMBINE_SECONDS');
    expect(loadSettings({ ...mail, LISTBOARD_TIME_ZONE: 'Europe/Berlin' }).mail?.timeZone).toBe('Europe/Berlin');
    expect(() => loadSettings({ ...mail, LISTBOARD_TIME_ZONE: 'Mars/Olympus' })).toThrow('LISTBOARD_TIME_ZONE');
    expect(() => loadSettings({ ...mail, LISTBOARD_LINK_SECRET: 'short' })).toThrow('32 characters');
    expect(() => loadSettings({ ...mail, LISTBOARD_LINK_SECRET: '' })).toThrow('LISTBOARD_LINK_SECRET');
    const acs = { ...mail, LISTBOARD_MAIL_TRANSPORT: 'acs', LISTBOARD_SMTP_URL: '' };
    expect(loadSettings({ ...acs, LISTBOARD_ACS_ENDPOINT: 'https://lb.europe.communication.azure.com' }).mail?.transport).toEqual({
      kind: 'acs',
      endpoint: 'https://lb.europe.communication.azure.com',
      connectionString: null,
    });
    expect(() => loadSettings(acs)).toThrow('LISTBOARD_ACS_ENDPOINT');
  });

  it('keeps boards 93 days in the trash bin unless told otherwise, at least a day and at most ten years', () => {
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).trashRetentionDays).toBe(93);
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_TRASH_RETENTION_DAYS: '30' }).trashRetentionDays).toBe(30);
    for (const wrong of ['0', '-3', '3651', 'a month'])
      expect(() => loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_TRASH_RETENTION_DAYS: wrong })).toThrow(
        'LISTBOARD_TRASH_RETENTION_DAYS',
      );
  });

  it('mails feedback to an e-mail address when one is set, and refuses anything else', () => {
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).feedbackAddress).toBeNull();
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_FEEDBACK_ADDRESS: ' ' }).feedbackAddress).toBeNull();
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_FEEDBACK_ADDRESS: ' feedback@contoso.com ' }).feedbackAddress).toBe(
      'feedback@contoso.com',
    );
    for (const wrong of ['feedback', 'Listboard <feedback@contoso.com>', 'a@b@contoso.com']) {
      expect(() => loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_FEEDBACK_ADDRESS: wrong }), wrong).toThrow(
        /LISTBOARD_FEEDBACK_ADDRESS/,
      );
    }
  });

  it('refuses to start Entra or OpenID sign-in without the settings it needs', () => {
    expect(() => loadSettings({})).toThrow('LISTBOARD_CLIENT_ID');
    expect(() => loadSettings({ LISTBOARD_AUTH_MODE: 'oidc', LISTBOARD_CLIENT_ID: 'x' })).toThrow('LISTBOARD_OIDC_AUTHORITY');
    expect(() => loadSettings({ LISTBOARD_AUTH_MODE: 'saml' })).toThrow('LISTBOARD_AUTH_MODE');
  });

  it("calls SharePoint on behalf of the person: the SharePoint host needs a directory sign-in and the app's certificate or secret", () => {
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).confidentialClient).toBeNull();
    expect(() => loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_LIST_HOST: 'sharepoint' })).toThrow(
      'LISTBOARD_CLIENT_CERTIFICATE',
    );
    expect(() => loadSettings({ LISTBOARD_AUTH_MODE: 'local', LISTBOARD_LIST_HOST: 'sharepoint' })).toThrow('LISTBOARD_AUTH_MODE');
    expect(
      loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_LIST_HOST: 'sharepoint', LISTBOARD_CLIENT_SECRET: 's' }).confidentialClient,
    ).toEqual({ clientId: CLIENT_ID, credential: { kind: 'secret', secret: 's' }, authority: ENTRA_TENANT_AUTHORITY });
  });

  it('takes the certificate as Key Vault gives it (the private key and the certificate in one PEM) and names it by its SHA-256 thumbprint', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pems = await generate([{ name: 'commonName', value: 'Listboard' }], { keySize: 2048, algorithm: 'sha256' });
    const pem = `${pems.private}${pems.cert}`;
    const sharePoint = { LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_LIST_HOST: 'sharepoint', LISTBOARD_CLIENT_SECRET: 'also-there' };
    const credential = loadSettings({ ...sharePoint, LISTBOARD_CLIENT_CERTIFICATE: pem }).confidentialClient?.credential;
    expect(credential).toMatchObject({
      kind: 'certificate',
      thumbprintSha256: new X509Certificate(pems.cert).fingerprint256.replaceAll(':', ''),
    });
    expect(credential?.kind === 'certificate' && credential.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(() => loadSettings({ ...sharePoint, LISTBOARD_CLIENT_CERTIFICATE: 'not a pem' })).toThrow(
      'LISTBOARD_CLIENT_CERTIFICATE must be the PEM',
    );
    const otherKey = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => loadSettings({ ...sharePoint, LISTBOARD_CLIENT_CERTIFICATE: `${otherKey}${pems.cert}` })).toThrow("not the certificate's");
  });

  it('reaches storage by endpoints with the managed identity when they are given, all three or none', () => {
    const endpoints = {
      LISTBOARD_STORAGE_TABLE_ENDPOINT: 'https://a.table.core.windows.net/',
      LISTBOARD_STORAGE_BLOB_ENDPOINT: 'https://a.blob.core.windows.net/',
      LISTBOARD_STORAGE_QUEUE_ENDPOINT: 'https://a.queue.core.windows.net/',
    };
    const settings = loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, ...endpoints });
    expect(settings.storageConnectionString).toBeNull();
    expect(settings.storageEndpoints).toEqual({
      table: endpoints.LISTBOARD_STORAGE_TABLE_ENDPOINT,
      blob: endpoints.LISTBOARD_STORAGE_BLOB_ENDPOINT,
      queue: endpoints.LISTBOARD_STORAGE_QUEUE_ENDPOINT,
    });
    expect(() =>
      loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_STORAGE_TABLE_ENDPOINT: endpoints.LISTBOARD_STORAGE_TABLE_ENDPOINT }),
    ).toThrow('all of');
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).storageConnectionString).toBe(AZURITE_DEFAULT_CONNECTION);
  });

  it('reads the extra Teams host origins the page may trust, and refuses anything but an origin', () => {
    expect(loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID }).teamsHostOrigins).toEqual([]);
    expect(
      loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_TEAMS_HOST_ORIGINS: 'https://teams.contoso.us  http://127.0.0.1:4399/' })
        .teamsHostOrigins,
    ).toEqual(['https://teams.contoso.us', 'http://127.0.0.1:4399']);
    expect(() => loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_TEAMS_HOST_ORIGINS: 'https://teams.contoso.us/tab' })).toThrow(
      'LISTBOARD_TEAMS_HOST_ORIGINS',
    );
    expect(() => loadSettings({ LISTBOARD_CLIENT_ID: CLIENT_ID, LISTBOARD_TEAMS_HOST_ORIGINS: 'teams' })).toThrow('not an origin');
  });

  it('reads the tenant bindings a deployment states, by origin', () => {
    const bindings = parseTenantBindings(
      '72F988BF-86F1-41AF-91AB-2D7CD011DB47=https://contoso.sharepoint.com/ https://contoso-my.sharepoint.com; 11111111-2222-4333-8444-555555555555=https://fabrikam.sharepoint.com/sites/x',
    );
    expect([...bindings]).toEqual([
      ['https://contoso.sharepoint.com', '72f988bf-86f1-41af-91ab-2d7cd011db47'],
      ['https://contoso-my.sharepoint.com', '72f988bf-86f1-41af-91ab-2d7cd011db47'],
      ['https://fabrikam.sharepoint.com', '11111111-2222-4333-8444-555555555555'],
    ]);
    expect(() => parseTenantBindings('x=not a url')).toThrow('not a URL');
  });
});
