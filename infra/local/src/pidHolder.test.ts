import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidFileHolderRuns } from './pidHolder';

/** A process whose command line names `program`, living until the suite ends. */
function sleeper(program: string): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', program], { stdio: 'ignore' });
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error('Gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pidFileHolderRuns', () => {
  let folder: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'listboard-pid-'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  async function pidFile(name: string, content: string, writtenAt?: Date): Promise<string> {
    const file = path.join(folder, name);
    await writeFile(file, content);
    if (writtenAt) await utimes(file, writtenAt, writtenAt);
    return file;
  }

  it('names the pid of a running process of the program that started before the file was written', async () => {
    const child = sleeper('azurite');
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    expect(await pidFileHolderRuns(await pidFile('live.pid', String(child.pid)), 'azurite')).toBe(child.pid);
  });

  it('does not name a pid that a later process took over, or one of another program', async () => {
    const child = sleeper('azurite');
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    expect(await pidFileHolderRuns(await pidFile('reused.pid', String(child.pid), anHourAgo), 'azurite')).toBeNull();
    expect(await pidFileHolderRuns(await pidFile('other.pid', String(child.pid)), 'webpubsub')).toBeNull();
  });

  it('does not name a thread of a process, a zombie, a gone pid or a file without a pid', async () => {
    const [thread] = readdirSync(`/proc/${process.pid}/task`).filter((tid) => tid !== String(process.pid));
    expect(thread).toBeDefined();
    expect(await pidFileHolderRuns(await pidFile('thread.pid', thread), 'node')).toBeNull();

    // `sleep` takes the shell's place and never reaps the exited child: it stays a zombie under its pid.
    const parent = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} -e '' azurite & echo $!; exec sleep 30`]);
    children.push(parent);
    const zombiePid = await new Promise<string>((resolve) => parent.stdout?.once('data', (chunk) => resolve(String(chunk).trim())));
    await until(() => /\) Z /.test(readFileSync(`/proc/${zombiePid}/stat`, 'utf8')));
    expect(await pidFileHolderRuns(await pidFile('zombie.pid', zombiePid), 'azurite')).toBeNull();

    const exited = spawn(process.execPath, ['-e', '', 'azurite'], { stdio: 'ignore' });
    await new Promise((resolve) => exited.once('exit', resolve));
    expect(await pidFileHolderRuns(await pidFile('gone.pid', String(exited.pid)), 'azurite')).toBeNull();

    expect(await pidFileHolderRuns(await pidFile('empty.pid', ''), 'azurite')).toBeNull();
    expect(await pidFileHolderRuns(path.join(folder, 'missing.pid'), 'azurite')).toBeNull();
  });
});
