// The local stack on the SharePoint test server (tests/sharepoint/stackMain.ts), bundled and started;
// run `node infra/local/start.mjs --build-only` first so the page is built.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../../infra/tooling/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outfile = path.join(root, '.data', 'sharepoint-build', 'stack.mjs');
await bundleForNode(path.join(root, 'tests', 'sharepoint', 'stackMain.ts'), outfile);
const { main } = await import(pathToFileURL(outfile).href);
await main(root);
