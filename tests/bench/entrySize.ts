import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page needed before it showed its first card, gzip-compressed as the target counts it,
 * in kB: `scripts` are the addresses the browser fetched by then (from its resource timing).
 */
export async function scriptsKb(root: string, scripts: readonly string[]): Promise<number> {
  const dist = path.join(root, 'frontend', 'dist');
  let bytes = 0;
  for (const script of new Set(scripts.map((address) => new URL(address).pathname))) {
    bytes += gzipSync(await readFile(path.join(dist, script.replace(/^\//, '')))).length;
  }
  return bytes / 1024;
}
