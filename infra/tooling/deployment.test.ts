import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * Settings the Azure deployment leaves unset on purpose, and why; each is also described in
 * docs/settings.md. Every other setting the functions read must be given by the Bicep.
 */
const OPTIONAL_IN_AZURE: Record<string, string> = {
  LISTBOARD_STORAGE_CONNECTION_STRING: 'Azurite and key-based accounts; Azure uses the endpoints and the managed identity',
  LISTBOARD_WEBPUBSUB_CONNECTION_STRING: 'the emulator and key-based services; Azure uses the endpoint and the managed identity',
  LISTBOARD_LOCAL_SIGNIN_SECRET: 'the local sign-in only',
  LISTBOARD_DEMO_SITE_URL: 'the local stack only',
  LISTBOARD_DEMO_BOARD_ID: 'the local stack only',
  LISTBOARD_OIDC_AUTHORITY: "Entra's multi-tenant authority is the default",
  LISTBOARD_OIDC_ISSUER: "Entra's issuer template is the default",
  LISTBOARD_API_AUDIENCE: 'the client id and api://{client id} are the default',
  LISTBOARD_API_SCOPE: 'access_as_user is the default',
  LISTBOARD_API_SCOPE_URI: 'api://{client id}/{scope} is the default',
  LISTBOARD_OBO_CLIENT_ID: "the Entra app's own client id is the default",
  LISTBOARD_CLIENT_SECRET:
    'Azure proves the app with the certificate (LISTBOARD_CLIENT_CERTIFICATE); a secret serves elsewhere, without SharePoint reminders',
  LISTBOARD_OBO_AUTHORITY: "Entra's authority of the caller's tenant is the default",
  LISTBOARD_TEAMS_HOST_ORIGINS: "teams-js knows Teams' own origins; only another cloud's Teams needs more",
  LISTBOARD_SMTP_URL: 'with LISTBOARD_MAIL_TRANSPORT=smtp only; Azure sends through Communication Services',
  LISTBOARD_LICENSE_PUBLIC_KEY: 'the vendor key the build ships is the default; the tests and the local stack name their own',
  LISTBOARD_TRIAL_DAYS: 'a trial of 30 days is the default',
  LISTBOARD_GRAPH_URL: "the global cloud's Microsoft Graph is the default; a national cloud, or the local stack's stand-in, names its own",
  LISTBOARD_STORAGE_WESTUS_CONNECTION_STRING:
    "a key-based account of the West USA data location; Azure uses that location's endpoints and the managed identity",
  LISTBOARD_STORAGE_WESTEUROPE_CONNECTION_STRING:
    "a key-based account of the West Europe data location; Azure uses that location's endpoints and the managed identity",
  LISTBOARD_TRANSFER_SETTLE_SECONDS: 'twice the directory cache (10 s) is the default; the local stack, one process, sets 0',
  LISTBOARD_ACS_CONNECTION_STRING: 'a key-based Communication Services resource; Azure uses the endpoint and the managed identity',
};

/** The settings the functions read: every `env.NAME` in functions/src/settings/ (its tests aside). */
function settingsReadByFunctions(): Set<string> {
  const folder = 'functions/src/settings';
  const files = readdirSync(path.join(root, folder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const source = files.map((file) => read(`${folder}/${file}`)).join('\n');
  return new Set([...source.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]));
}

/** The app settings the Bicep gives the Function App: keys of main.bicep's appSettings and the module's own. */
function settingsGivenByBicep(): Set<string> {
  const main = read('infra/azure/main.bicep');
  const block = main.slice(main.indexOf('appSettings: {'), main.indexOf('\n    }\n', main.indexOf('appSettings: {')));
  const module = read('infra/azure/modules/functionApp.bicep');
  return new Set(
    [...`${block}\n${module}`.matchAll(/^\s+([A-Za-z][A-Za-z0-9_]+): /gm)].map((match) => match[1]).filter((name) => /^[A-Z]/.test(name)),
  );
}

describe('the Azure deployment and the code', () => {
  it('gives the Function App every setting the functions read, but the ones documented as optional', () => {
    const given = settingsGivenByBicep();
    const missing = [...settingsReadByFunctions()].filter((name) => !given.has(name) && !(name in OPTIONAL_IN_AZURE));
    expect(missing).toEqual([]);
    const documented = read('docs/settings.md');
    expect(Object.keys(OPTIONAL_IN_AZURE).filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });

  it('gives no LISTBOARD_ setting the functions do not read', () => {
    const read = settingsReadByFunctions();
    expect([...settingsGivenByBicep()].filter((name) => name.startsWith('LISTBOARD_') && !read.has(name))).toEqual([]);
  });

  it('deploys every API group as a function of the entry', () => {
    const list = /apiGroups: ApiGroup\[\] = \[([^\]]+)\]/.exec(read('functions/src/routes/index.ts'))?.[1] ?? '';
    const groups = list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(groups.length).toBeGreaterThan(5);
    const registrations = readdirSync(path.join(root, 'functions/src/functions')).filter(
      (file) => file.endsWith('.ts') && file !== 'register.ts',
    );
    const registered = registrations.flatMap((file) =>
      [...read(`functions/src/functions/${file}`).matchAll(/registerGroup\((\w+)\)/g)].map((match) => match[1]),
    );
    expect(new Set(registered)).toEqual(new Set(groups));
    const entry = read('functions/src/index.ts');
    expect(registrations.filter((file) => !entry.includes(`'./functions/${file.replace(/\.ts$/, '')}'`))).toEqual([]);
  });

  it('runs the Function App on the Node the code is built and tested on', () => {
    expect(read('infra/azure/modules/functionApp.bicep')).toMatch(/runtime: \{ name: 'node', version: '22' \}/);
  });
});
