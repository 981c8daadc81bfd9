import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { type RunningStack, startStack } from '@listboard/local';
import { ApiClient } from '../support/apiClient';
import { leaseChildren } from './childPool';

/** The mail's combining window of the test stacks: long enough for a test's quick edits of a card to combine. */
export const COMBINE_SECONDS = 2;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A fresh local stack (seeded demo data) on a free port; Azurite keeps its data in memory unless
 * `inMemory` is false (a test that restarts Azurite needs its data on disk to survive); `authMode`
 * oidc signs people in through the local OpenID provider instead of the demo sign-in. In memory, the stack runs
 * on the worker's children, cleared for it (childPool.ts); on disk, on children of its own.
 */
export async function freshStack({ inMemory = true, authMode = 'local' as 'local' | 'oidc' } = {}): Promise<
  RunningStack & { cleanUp(): Promise<void> }
> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-it-'));
  // The tests run the reminder timer themselves, at the moments they choose.
  const lease = inMemory ? await leaseChildren(repoRoot) : null;
  const options = { root: repoRoot, dataDir, port: 0, inMemory, authMode, timers: false, combineSeconds: COMBINE_SECONDS };
  const stack = await startStack({ ...options, children: lease?.children }).catch(async (error: unknown) => {
    await lease?.release();
    throw error;
  });
  return {
    ...stack,
    async cleanUp() {
      await stack.stop();
      await lease?.release();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh stack for the suite around it and Alex (an editor of the demo board) signed in to it. */
export function signedInStack(): { stack: Awaited<ReturnType<typeof freshStack>>; alex: ApiClient } {
  const env = {} as { stack: Awaited<ReturnType<typeof freshStack>>; alex: ApiClient };
  beforeAll(async () => {
    env.stack = await freshStack();
    env.alex = await new ApiClient(env.stack.url).signIn('alex@demo.listboard.local');
  });
  afterAll(async () => {
    await env.stack?.cleanUp();
  });
  return env;
}
