// Runs npm scripts side by side and fails if any fails: `npm test` checks, type-checks and builds at once,
// since each of them keeps only one of the CI machine's two cores busy.
//   node infra/tooling/runParallel.mjs lint typecheck build
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('Name the npm scripts to run.');

/** Each line of a script's output, prefixed with its name, so that interleaved lines still say whose they are. */
function prefixed(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) target.write(`[${name}] ${rest}\n`);
  });
}

const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        prefixed(name, child.stdout, process.stdout);
        prefixed(name, child.stderr, process.stderr);
        child.once('exit', (code, signal) => resolve({ name, ok: code === 0, how: signal ?? `exit ${code}` }));
      }),
  ),
);

const failed = results.filter((result) => !result.ok);
for (const { name, how } of failed) console.error(`npm run ${name} failed (${how}).`);
process.exitCode = failed.length > 0 ? 1 : 0;
