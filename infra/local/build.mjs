// Bundles the local stack (host, Azurite launcher, demo seed, and the functions' handlers it serves)
// into dist/stack.mjs; npm packages stay external, our workspaces are compiled in from source.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/stack.mjs', import.meta.url).pathname,
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
  sourcemap: true,
  logLevel: 'warning',
});
