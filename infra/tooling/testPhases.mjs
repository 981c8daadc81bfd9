// `npm test`: the checks (lint, types and build side by side), then Vitest, then Playwright, stopping at the first
// that fails; at the end, however it ended, the time each phase took and the CPU it used, so a slow run says where
// its time went and whether the cores were busy or waiting.
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
 * CPU seconds used by this process's finished children and the descendants they waited for (cutime and cstime of
 * /proc/self/stat, in the kernel's clock ticks of 1/100 s); null where there is no /proc.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const cores = availableParallelism();
const cpuText = (cpu, ms) =>
  cpu === null ? '' : `  CPU ${Math.round(cpu)} s, ${Math.round((100 * cpu) / ((ms / 1000) * cores))}% of ${cores} cores`;
const timings = [];
const started = performance.now();
for (const phase of PHASES) {
  const phaseStarted = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const outcome = await run(phase.command);
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  timings.push({ ...phase, outcome, cpu, ms: performance.now() - phaseStarted });
  if (outcome !== 'passed') break;
}

console.log('\nnpm test, by phase:');
for (const { name, outcome, ms, cpu } of timings)
  console.log(`  ${name.padEnd(40)} ${seconds(ms).padStart(7)}  ${outcome}${cpuText(cpu, ms)}`);
for (const { name } of PHASES.slice(timings.length)) console.log(`  ${name.padEnd(40)} ${'-'.padStart(7)}  not run`);
console.log(`  ${'total'.padEnd(40)} ${seconds(performance.now() - started).padStart(7)}`);
process.exitCode = timings.every((timing) => timing.outcome === 'passed') ? 0 : 1;
