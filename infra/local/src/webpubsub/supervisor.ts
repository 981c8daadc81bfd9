import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../azurite';
import { spawnNodeChild, stopChild } from '../childProcesses';

export const EMULATOR_PID_FILE = 'webpubsub-emulator.pid';
const RESTART_DELAY_MS = 1000;

export interface SupervisedEmulator {
  connectionString: string;
  /** Stops the emulator and keeps it stopped (the live channel is down) until start(). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port with the same access key, and supervises it again. */
  start(): Promise<void>;
}

/** The emulator bundle, built next to the stack bundle by infra/local/build.mjs. */
function emulatorScript(root: string): string {
  return path.join(root, 'infra', 'local', 'dist', 'webpubsub-emulator.mjs');
}

/**
 * Runs the Web PubSub emulator as a child process on a fixed port and starts it again a second
 * after it dies (its pid is in the data folder: stopping it is how tests cut the live channel).
 */
export async function superviseEmulator(root: string, dataDir: string): Promise<SupervisedEmulator> {
  const port = await freePort();
  const accessKey = randomBytes(32).toString('hex');
  let child: ChildProcess | null = null;
  let stopping = false;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      let ready = false;
      const started = spawnNodeChild(emulatorScript(root), [], {
        env: { ...process.env, LISTBOARD_EMULATOR_PORT: String(port), LISTBOARD_EMULATOR_KEY: accessKey },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child = started;
      started.once('message', () => {
        ready = true;
        void writeFile(path.join(dataDir, EMULATOR_PID_FILE), String(started.pid));
        resolve();
      });
      started.once('exit', (code) => {
        if (stopping) return;
        if (!ready) {
          reject(new Error(`The Web PubSub emulator exited with code ${code} before it was ready.`));
          return;
        }
        // Not when it was stopped meanwhile, or stopped and started again (a newer child runs).
        setTimeout(() => {
          if (!stopping && child === started) launch().catch((error: unknown) => console.error(error));
        }, RESTART_DELAY_MS);
      });
    });

  await launch();
  return {
    connectionString: `Endpoint=http://127.0.0.1:${port};AccessKey=${accessKey};Version=1.0;`,
    async stop() {
      stopping = true;
      const running = child as ChildProcess | null;
      if (running) await stopChild(running);
    },
    async start() {
      if (!stopping) return;
      stopping = false;
      await launch();
    },
  };
}
