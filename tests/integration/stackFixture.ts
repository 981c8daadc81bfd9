import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningStack, startStack } from '@listboard/local';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A fresh local stack (in-memory Azurite, seeded demo data) on a free port. */
export async function freshStack(): Promise<RunningStack & { cleanUp(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-it-'));
  const stack = await startStack({ root: repoRoot, dataDir, port: 0, inMemory: true });
  return {
    ...stack,
    async cleanUp() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
