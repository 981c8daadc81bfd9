// `npm test`: the checks (lint, types and build side by side), then Vitest, then Playwright, stopping at the first
// that fails; at the end, however it ended, the time each phase took and how busy the cores were meanwhile, so a
// slow run says where its time went and whether the cores worked or waited.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

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

/**
 * The machine's CPU time so far, busy and in all, in the kernel's clock ticks (the first line of /proc/stat); null
 * where there is no /proc. The whole machine is counted: the browsers and the stacks' servers a phase starts are not
 * always children it waits for, so its own children's times leave them out.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

const cores = availableParallelism();
const cpuText = (before, after) =>
  before && after
    ? `  cores busy ${Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total))}% (${cores})`
    : '';
const timings = [];
const started = performance.now();
for (const phase of PHASES) {
  const phaseStarted = performance.now();
  const cpuBefore = machineCpu();
  const outcome = await run(phase.command);
  timings.push({ ...phase, outcome, cpu: cpuText(cpuBefore, machineCpu()), ms: performance.now() - phaseStarted });
  if (outcome !== 'passed') break;
}

console.log('\nnpm test, by phase:');
for (const { name, outcome, ms, cpu } of timings) console.log(`  ${name.padEnd(40)} ${seconds(ms).padStart(7)}  ${outcome}${cpu}`);
for (const { name } of PHASES.slice(timings.length)) console.log(`  ${name.padEnd(40)} ${'-'.padStart(7)}  not run`);
console.log(`  ${'total'.padEnd(40)} ${seconds(performance.now() - started).padStart(7)}`);
process.exitCode = timings.every((timing) => timing.outcome === 'passed') ? 0 : 1;
