import { execFileSync } from 'node:child_process';

/** The local stack runs the Web PubSub emulator from its bundle: build it before the integration suites. */
export default function buildLocalBundles(): void {
  execFileSync(process.execPath, ['infra/local/build.mjs'], { stdio: 'inherit' });
}
