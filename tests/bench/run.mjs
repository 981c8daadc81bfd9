// `npm run bench`: bundles the benchmark (TypeScript, our workspaces compiled in) and runs it.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', '..', '.data', 'bench-build');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, 'bench.mjs');
await build({
  entryPoints: [path.join(here, 'bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['source'],
  plugins: [{
    name: 'npm-packages-external',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@listboard/') ? undefined : { path: args.path, external: true }));
    },
  }],
  logLevel: 'warning',
});
const { runBenchmarks } = await import(pathToFileURL(outfile).href);
await runBenchmarks(path.join(here, '..', '..'));
