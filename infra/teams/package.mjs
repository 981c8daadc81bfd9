// The Teams app package of a deployment: the manifest filled in for its public host and Entra
// application, with the two icons, zipped for the Teams admin center or "Upload a custom app":
//   LISTBOARD_PUBLIC_HOST=listboard.contoso.com LISTBOARD_CLIENT_ID={client id} npm run teams:package
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The Teams app id of Listboard. Teams knows an app by it across updates, so it must not change between releases. */
export const DEFAULT_APP_ID = 'd915d878-068b-4dec-b95f-5007b2256c8d';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Teams takes the host into validDomains and the SSO resource (api://{host}/{client id}): a bare DNS name, no scheme, port or path.
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/**
 * The manifest for a deployment: manifest.template.json with its placeholders filled in.
 * Throws when a value would make a manifest Teams refuses or signs in against the wrong application.
 * @param {{ host: string, clientId: string, appId?: string, version?: string }} values
 * @param {string} [template] the template's text; the one beside this script by default
 * @returns {Record<string, unknown>}
 */
export function teamsManifest(values, template = readFileSync(join(here, 'manifest.template.json'), 'utf8')) {
  const { host, clientId, appId = DEFAULT_APP_ID, version = '1.0.0' } = values;
  if (!HOST.test(host ?? ''))
    throw new Error(
      `LISTBOARD_PUBLIC_HOST: '${host ?? ''}' is not a bare host name (such as listboard.contoso.com, without https:// or a path).`,
    );
  if (!GUID.test(clientId ?? ''))
    throw new Error(`LISTBOARD_CLIENT_ID: '${clientId ?? ''}' is not a GUID (the Entra application's client id).`);
  if (!GUID.test(appId)) throw new Error(`LISTBOARD_TEAMS_APP_ID: '${appId}' is not a GUID.`);
  if (!SEMVER.test(version)) throw new Error(`LISTBOARD_TEAMS_APP_VERSION: '${version}' is not a version MAJOR.MINOR.PATCH.`);
  const filled = { APP_ID: appId.toLowerCase(), HOST: host.toLowerCase(), CLIENT_ID: clientId.toLowerCase(), VERSION: version };
  const text = template.replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in filled)) throw new Error(`manifest.template.json: unknown placeholder ${placeholder}.`);
    return filled[name];
  });
  return JSON.parse(text);
}

/**
 * Writes the app package: manifest.json, color.png and outline.png at the zip's root, where Teams looks for them.
 * @param {string} zipPath
 * @param {Record<string, unknown>} manifest
 * @returns {string} zipPath
 */
export function writeTeamsPackage(zipPath, manifest) {
  // A fixed date makes the same inputs give the same bytes, so two builds of one release can be compared.
  const mtime = new Date(2000, 0, 1);
  const zip = zipSync(
    {
      'manifest.json': [strToU8(`${JSON.stringify(manifest, null, 2)}\n`), { mtime }],
      'color.png': [readFileSync(join(here, 'color.png')), { mtime }],
      'outline.png': [readFileSync(join(here, 'outline.png')), { mtime }],
    },
    { level: 9 },
  );
  mkdirSync(dirname(zipPath), { recursive: true });
  writeFileSync(zipPath, zip);
  return zipPath;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { LISTBOARD_PUBLIC_HOST: host, LISTBOARD_CLIENT_ID: clientId } = process.env;
    if (!host) throw new Error('LISTBOARD_PUBLIC_HOST is not set: the host name the page is served from (listboard.contoso.com).');
    if (!clientId) throw new Error("LISTBOARD_CLIENT_ID is not set: the Entra application's client id.");
    const rootVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
    const manifest = teamsManifest({
      host,
      clientId,
      appId: process.env.LISTBOARD_TEAMS_APP_ID || DEFAULT_APP_ID,
      version: process.env.LISTBOARD_TEAMS_APP_VERSION || rootVersion || '1.0.0',
    });
    process.stdout.write(`${writeTeamsPackage(join(root, 'dist', 'teams', 'listboard-teams.zip'), manifest)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
