import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type InlineConfig, defineConfig, defaultClientConditions, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadApp, startChunkGroups } from './build/startChunks.ts';
import { bundleStartScript, inlineStartScript } from './build/inlineStart.ts';
import { guardPageTexts } from './build/pageTexts.ts';

/**
 * The contract's schemas by name (`export const xSchema = ...` in shared/src/api). A schema derived from another
 * (`itemSchema.extend(...)`, `userSchema.nullable()`) is a call the bundler cannot see is pure, unlike zod's own
 * builders; named here, an unread one is dropped like them.
 */
const contractDir = `${fileURLToPath(new URL('..', import.meta.url))}shared/src/api/`;
const contractSchemas = readdirSync(contractDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) => [...readFileSync(contractDir + file, 'utf8').matchAll(/^(?:export )?const (\w+Schema)\b/gm)].map((match) => match[1]));

// The `source` condition lets Vite read @listboard/shared's TypeScript directly.
const base: InlineConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // A schema no page reads is dropped: zod's builders have no side effects, and without this every constant
    // taken from a contract module brought its schemas and zod along, the entry module's included (docs/performance.md#start-up).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', ...contractSchemas] } },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:4280' } },
};
const app = fileURLToPath(new URL('./src/app/mountApp.tsx', import.meta.url));
const startScript = fileURLToPath(new URL('./src/startFirstReads.ts', import.meta.url));

// A build splits twice: first as the bundler would, to learn what the app's start needs (build/startChunks.ts).
// It also bundles the start script on its own, for the HTML to carry inline (build/inlineStart.ts).
export default defineConfig(async ({ command }) =>
  command === 'build'
    ? mergeConfig(base, {
        plugins: [preloadApp(app), inlineStartScript(await bundleStartScript(base, startScript)), guardPageTexts()],
        build: { rolldownOptions: { output: { codeSplitting: { groups: await startChunkGroups(base, app) } } } },
      })
    : base,
);
