// One esbuild set-up for everything that runs on Node: our workspaces are compiled in from their
// TypeScript source (the `source` export condition); npm packages stay external.
import { build } from 'esbuild';

export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    conditions: ['source'],
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@listboard/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    sourcemap: true,
    logLevel: 'warning',
  });
}
