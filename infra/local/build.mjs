// Bundles the local stack (host, Azurite launcher, demo seed, and the functions' handlers it serves).
import { bundleForNode } from '../tooling/bundle.mjs';

await bundleForNode(new URL('./src/main.ts', import.meta.url).pathname, new URL('./dist/stack.mjs', import.meta.url).pathname);
