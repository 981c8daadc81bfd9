import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// Resolved as a file of the package, so that every bundle finds it wherever it is written (src/, dist/, the bench's build folder).
const ORPHAN_GUARD = pathToFileURL(createRequire(import.meta.url).resolve('@listboard/local/orphan-guard.mjs')).href;

const runningChildren = new Set<ChildProcess>();
let killedOnExit = false;

function killRunningChildren(): void {
  for (const child of runningChildren) child.kill('SIGTERM');
}

/**
 * Runs a Node script as a child process that does not outlive this one: it is sent SIGTERM when
 * this process exits (normally, by process.exit, or on an uncaught exception), and it stops itself
 * (orphan-guard.mjs) when this process is killed without a chance to run exit handlers.
 */
export function spawnNodeChild(
  script: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; stdio: StdioOptions },
): ChildProcess {
  if (!killedOnExit) {
    process.on('exit', killRunningChildren);
    killedOnExit = true;
  }
  const child = spawn(process.execPath, ['--import', ORPHAN_GUARD, script, ...args], {
    env: { ...(options.env ?? process.env), LISTBOARD_PARENT_PID: String(process.pid) },
    stdio: options.stdio,
  });
  runningChildren.add(child);
  child.once('exit', () => runningChildren.delete(child));
  return child;
}

/** Sends SIGTERM and waits until the child has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
