// Bundles the local stack (host, Azurite launcher, demo seed, and the functions' handlers it serves)
// and the Web PubSub emulator, which the stack runs as a child process.
import { bundleForNode } from '../tooling/bundle.mjs';

const at = (relative) => new URL(relative, import.meta.url).pathname;
await bundleForNode(at('./src/main.ts'), at('./dist/stack.mjs'));
await bundleForNode(at('./src/webpubsub/main.ts'), at('./dist/webpubsub-emulator.mjs'));
