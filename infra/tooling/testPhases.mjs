// `npm test`: the checks (lint, types and build side by side), then Vitest, then Playwright, stopping at the first
// that fails; at the end, however it ended, the time each phase took, so a slow run says where its time went.
import { spawn } from 'node:child_process';

const PHASES = [
  { name: 'lint, typecheck and build', command: ['node', 'infra/tooling/runParallel.mjs', 'lint', 'typecheck', 'build'] },
  { name: 'Vitest (unit, frontend, integration)', command: ['npx', 'vitest', 'run'] },
  { name: 'Playwright (e2e)', command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts'] },
];

const run = ([command, ...args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`));
  });

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const timings = [];
const started = performance.now();
for (const phase of PHASES) {
  const phaseStarted = performance.now();
  const outcome = await run(phase.command);
  timings.push({ ...phase, outcome, ms: performance.now() - phaseStarted });
  if (outcome !== 'passed') break;
}

console.log('\nnpm test, by phase:');
for (const { name, outcome, ms } of timings) console.log(`  ${name.padEnd(40)} ${seconds(ms).padStart(7)}  ${outcome}`);
for (const { name } of PHASES.slice(timings.length)) console.log(`  ${name.padEnd(40)} ${'-'.padStart(7)}  not run`);
console.log(`  ${'total'.padEnd(40)} ${seconds(performance.now() - started).padStart(7)}`);
process.exitCode = timings.every((timing) => timing.outcome === 'passed') ? 0 : 1;
