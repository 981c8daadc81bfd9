// Bundles the Azure Functions app into dist/main.js (package.json "main").
import { bundleForNode } from '../infra/tooling/bundle.mjs';

await bundleForNode(new URL('./src/index.ts', import.meta.url).pathname, new URL('./dist/main.js', import.meta.url).pathname);
