import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePorts } from '../azurite';
import { spawnNodeChild, stopChild } from '../childProcesses';

export interface RunningMailSink {
  /** Where the functions send mail (LISTBOARD_SMTP_URL). */
  smtpUrl: string;
  /** MailDev's web inbox; its REST API is below it (`/api/email`). */
  inboxUrl: string;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 30_000;

/** MailDev's command line script: its package exports no path to require, so it is found where Node would look. */
function maildevScript(): string {
  const folders = createRequire(import.meta.url).resolve.paths('maildev') ?? [];
  const found = folders.map((folder) => path.join(folder, 'maildev')).find((folder) => existsSync(path.join(folder, 'package.json')));
  if (!found) throw new Error('The maildev package is not installed: run npm install.');
  return path.join(found, 'dist', 'bin', 'maildev.js');
}

async function waitUntilReady(inboxUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('MailDev ended before it was ready.');
    const ready = await fetch(`${inboxUrl}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`MailDev was not ready within ${READY_WITHIN_MS / 1000} s.`);
}

/**
 * MailDev on 127.0.0.1, as a child process of its own (like the other emulators): an SMTP server
 * that keeps every message, with a web inbox where a newcomer reads what the demo sends, and an API
 * the tests read. `mailDirectory` keeps the messages over a restart; without it they live in a temporary folder of
 * this MailDev's own, removed when it stops.
 * The inbox is on `inboxPort`, or on a free port when it is 0.
 */
export async function startMailSink(mailDirectory: string | null, inboxPort = 0): Promise<RunningMailSink> {
  // Without a directory MailDev writes to one temporary folder shared by every MailDev on the machine, and one
  // instance's start or clean-up deleted another's messages (450 ENOENT): each gets a folder of its own.
  const ownDirectory = mailDirectory ? null : await mkdtemp(path.join(tmpdir(), 'listboard-maildev-'));
  const [smtp, freeWeb] = await freePorts(2);
  const web = inboxPort || freeWeb;
  const script = maildevScript();
  const args = [
    '--smtp',
    String(smtp),
    '--ip',
    '127.0.0.1',
    '--web',
    String(web),
    '--web-ip',
    '127.0.0.1',
    '--silent',
    '--mail-directory',
    mailDirectory ?? (ownDirectory as string),
  ];
  const removeOwn = () => (ownDirectory ? rm(ownDirectory, { recursive: true, force: true }) : Promise.resolve());
  const child = spawnNodeChild(script, args, { stdio: 'ignore' });
  const inboxUrl = `http://127.0.0.1:${web}`;
  try {
    await waitUntilReady(inboxUrl, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stopChild(child);
    await removeOwn();
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl,
    stop: async () => {
      await stopChild(child);
      await removeOwn();
    },
  };
}
