// `npm run bench`: bundles the benchmark (TypeScript, our workspaces compiled in) and runs it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../../infra/tooling/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outfile = path.join(root, '.data', 'bench-build', 'bench.mjs');
await bundleForNode(path.join(root, 'tests', 'bench', 'bench.ts'), outfile);
const { runBenchmarks } = await import(pathToFileURL(outfile).href);
await runBenchmarks(root);
