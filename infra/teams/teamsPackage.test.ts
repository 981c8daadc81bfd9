import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID, teamsManifest, writeTeamsPackage } from './package.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const host = 'listboard.contoso.com';
const clientId = '0b9c7f0e-5d55-4e41-9d3c-3f1f6f2a8c11';
const values = { host, clientId, version: '1.4.2' };

type Manifest = {
  manifestVersion: string;
  $schema: string;
  id: string;
  version: string;
  developer: Record<string, string>;
  configurableTabs: { configurationUrl: string }[];
  staticTabs: { contentUrl: string; websiteUrl: string }[];
  validDomains: string[];
  webApplicationInfo: { id: string; resource: string };
};

// The schema of the manifest's version as @microsoft/app-manifest bundles it, validated with the ajv that package
// uses (draft-04 and the same formats), so the test needs no network and checks what the toolkit would.
function schemaErrors(manifest: Manifest): string[] {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('@microsoft/app-manifest'));
  const schemaPath = join(
    dirname(fromPackage.resolve('@microsoft/app-manifest')),
    'json-schemas',
    'teams',
    `v${manifest.manifestVersion}`,
    'MicrosoftTeams.schema.json',
  );
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  expect(schema.$schema).toBe('http://json-schema.org/draft-04/schema#');
  const Ajv = fromPackage('ajv-draft-04').default;
  const addFormats = fromPackage('ajv-formats').default;
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  addFormats(ajv, ['uri', 'email', 'regex']);
  const validate = ajv.compile(schema);
  validate(manifest);
  return (validate.errors ?? []).map((error: { instancePath: string; message?: string }) => `${error.instancePath} ${error.message}`);
}

type Png = { width: number; height: number; colourType: number; pixel: (x: number, y: number) => number[] };

// Enough of PNG for the icons Chromium writes: 8-bit RGBA, not interlaced.
function readPng(bytes: Uint8Array): Png {
  const data = Buffer.from(bytes);
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(data.toString('latin1', 12, 16)).toBe('IHDR');
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = data.subarray(24, 29);
  expect([bitDepth, colourType, interlace]).toEqual([8, 6, 0]);
  const chunks: Buffer[] = [];
  for (let at = 8; at < data.length; at += 12 + data.readUInt32BE(at)) {
    if (data.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(data.subarray(at + 8, at + 8 + data.readUInt32BE(at)));
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 4;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i];
      const left = i >= 4 ? pixels[y * stride + i - 4] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= 4 ? pixels[(y - 1) * stride + i - 4] : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter];
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, colourType, pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] };
}

// Zipping the package and decoding its icons pixel by pixel is slow by nature: 8 s on a loaded two-core machine.
describe('the Teams app package', { timeout: 30_000 }, () => {
  it('fills the template into a manifest its schema version accepts', () => {
    const manifest = teamsManifest(values) as Manifest;
    expect(manifest.$schema).toBe(
      `https://developer.microsoft.com/json-schemas/teams/v${manifest.manifestVersion}/MicrosoftTeams.schema.json`,
    );
    expect(manifest.id).toBe(DEFAULT_APP_ID);
    expect(manifest.version).toBe('1.4.2');
    expect(JSON.stringify(manifest)).not.toContain('{{');
    expect(schemaErrors(manifest)).toEqual([]);
    // The schema itself has teeth: a manifest without its icons is refused.
    expect(schemaErrors({ ...manifest, icons: undefined } as unknown as Manifest).length).toBeGreaterThan(0);
  });

  it('points every tab, link and the SSO resource at the one public host', () => {
    const manifest = teamsManifest({ ...values, host: 'Listboard.Contoso.com' }) as Manifest;
    const urls = [
      ...Object.values(manifest.developer).filter((value) => value.startsWith('https:')),
      ...manifest.configurableTabs.map((tab) => tab.configurationUrl),
      ...manifest.staticTabs.flatMap((tab) => [tab.contentUrl, tab.websiteUrl]),
    ];
    expect(urls).toHaveLength(6);
    expect(new Set(urls.map((url) => new URL(url).host))).toEqual(new Set([host]));
    expect(urls.every((url) => url.startsWith(`https://${host}/`))).toBe(true);
    expect(manifest.validDomains).toEqual([host]);
    expect(manifest.webApplicationInfo).toEqual({ id: clientId, resource: `api://${host}/${clientId}` });
  });

  it('refuses a host that is not a bare host name, and ids that are not GUIDs', () => {
    for (const bad of [
      'https://listboard.contoso.com',
      'listboard.contoso.com/',
      'listboard.contoso.com:443',
      'listboard',
      '',
      'list board.contoso.com',
    ]) {
      expect(() => teamsManifest({ ...values, host: bad })).toThrow('is not a bare host name');
    }
    for (const bad of ['listboard', `api://${clientId}`, clientId.slice(1), '']) {
      expect(() => teamsManifest({ ...values, clientId: bad })).toThrow('LISTBOARD_CLIENT_ID');
    }
    expect(() => teamsManifest({ ...values, appId: 'listboard-teams' })).toThrow('LISTBOARD_TEAMS_APP_ID');
    expect(() => teamsManifest({ ...values, version: 'v1.0' })).toThrow('LISTBOARD_TEAMS_APP_VERSION');
  });

  it('zips the manifest and both icons at the root of the package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'listboard-teams-'));
    try {
      const manifest = teamsManifest(values);
      const zipPath = writeTeamsPackage(join(dir, 'out', 'listboard-teams.zip'), manifest);
      const files = unzipSync(readFileSync(zipPath));
      expect(Object.keys(files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
      const text = strFromU8(files['manifest.json']);
      expect(text).not.toContain('{{');
      expect(JSON.parse(text)).toEqual(manifest);
      expect(Buffer.from(files['color.png']).equals(readFileSync(join(here, 'color.png')))).toBe(true);
      expect(Buffer.from(files['outline.png']).equals(readFileSync(join(here, 'outline.png')))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the icons Teams requires: 192 x 192 in colour, 32 x 32 white on transparent', () => {
    const color = readPng(readFileSync(join(here, 'color.png')));
    expect([color.width, color.height]).toEqual([192, 192]);
    expect(color.pixel(16, 96)).toEqual([0x0f, 0x6c, 0xbd, 255]);
    expect(color.pixel(52, 52)).toEqual([255, 255, 255, 255]);

    const outline = readPng(readFileSync(join(here, 'outline.png')));
    expect([outline.width, outline.height]).toEqual([32, 32]);
    let white = 0;
    for (let y = 0; y < 32; y++) {
      for (let x = 0; x < 32; x++) {
        const [r, g, b, a] = outline.pixel(x, y);
        if (a > 0) expect([r, g, b]).toEqual([255, 255, 255]);
        if (a === 255) white++;
      }
    }
    expect(outline.pixel(0, 0)[3]).toBe(0);
    expect(outline.pixel(23, 16)[3]).toBe(0);
    expect(white).toBeGreaterThan(200);
  });
});
