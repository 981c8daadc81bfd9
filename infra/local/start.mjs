// `npm start`: builds what is missing or stale, then runs the local stack (docs/local-stack.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildOnly = process.argv.includes('--build-only');

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => (name === 'node_modules' || name === 'dist' ? newest : Math.max(newest, newestChange(path.join(target, name)))),
    info.mtimeMs,
  );
}

function run(args, cwd) {
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pageBuilt = path.join(root, 'frontend', 'dist', 'index.html');
const pageSources = ['frontend/src', 'frontend/build', 'frontend/index.html', 'frontend/vite.config.ts', 'shared/src'].map((p) =>
  newestChange(path.join(root, p)),
);
if (!existsSync(pageBuilt) || Math.max(...pageSources) > statSync(pageBuilt).mtimeMs) {
  console.log('Building the page ...');
  run([path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], path.join(root, 'frontend'));
}
run([path.join(root, 'infra', 'local', 'build.mjs')], root);
if (!buildOnly) {
  const { main } = await import(pathToFileURL(path.join(root, 'infra', 'local', 'dist', 'stack.mjs')).href);
  await main(root);
}
