import { readFile, stat } from 'node:fs/promises';

/** Linux counts a process's start in clock ticks since boot; USER_HZ is 100 on every Linux Node supports. */
const TICKS_PER_SECOND = 100;
/** The boot time in /proc/stat is whole seconds, so a start time computed from it is off by up to one. */
const START_TIME_SLACK_MS = 2_000;

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function bootTimeMs(): Promise<number | null> {
  const procStat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const seconds = procStat?.match(/^btime (\d+)$/m)?.[1];
  return seconds === undefined ? null : Number(seconds) * 1000;
}

interface ProcEntry {
  state: string;
  startedAtMs: number;
  isThreadGroupLeader: boolean;
  commandLine: string;
}

async function procEntry(pid: number): Promise<ProcEntry | null> {
  const [statLine, status, commandLine, bootMs] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null),
    readFile(`/proc/${pid}/status`, 'utf8').catch(() => null),
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null),
    bootTimeMs(),
  ]);
  if (statLine === null || status === null || commandLine === null || bootMs === null) return null;
  // The command name in parentheses may itself hold spaces and parentheses: the fields follow the last ')'.
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  const startTicks = Number(fields[19]);
  return {
    state: fields[0],
    startedAtMs: bootMs + (startTicks * 1000) / TICKS_PER_SECOND,
    isThreadGroupLeader: status.match(/^Tgid:\s+(\d+)$/m)?.[1] === String(pid),
    commandLine,
  };
}

/**
 * Whether the process a pid file names still runs and is the one that wrote it: running (an exited child
 * nobody reaped is a zombie), a process rather than a thread, started no later than the file was written,
 * and running `program`. A busy machine reuses pids within minutes (pid_max is 32,768 by default and every
 * thread takes one), so a live pid alone once refused a start over a folder nobody held. Without /proc it
 * can only ask whether a signal reaches the pid.
 */
export async function pidFileHolderRuns(pidFile: string, program: string): Promise<number | null> {
  const [text, fileStat] = await Promise.all([readFile(pidFile, 'utf8').catch(() => ''), stat(pidFile).catch(() => null)]);
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || fileStat === null || !signalReaches(pid)) return null;
  const entry = await procEntry(pid);
  if (entry === null) return pid;
  const isHolder =
    !['Z', 'X', 'x'].includes(entry.state) &&
    entry.isThreadGroupLeader &&
    entry.startedAtMs <= fileStat.mtimeMs + START_TIME_SLACK_MS &&
    entry.commandLine.includes(program);
  return isHolder ? pid : null;
}
