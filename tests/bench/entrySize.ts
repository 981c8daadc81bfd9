import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts the HTML carries inline (the start script), which no resource timing lists. */
async function inlineScriptsBytes(dist: string): Promise<number> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return inline.reduce((bytes, code) => bytes + gzipSync(code).length, 0);
}

/**
 * The JavaScript a page needed before it showed its first card, gzip-compressed as the target counts it,
 * in kB: `scripts` are the addresses the browser fetched by then (from its resource timing), and the HTML's
 * inline scripts come with them.
 */
export async function scriptsKb(root: string, scripts: readonly string[]): Promise<number> {
  const dist = path.join(root, 'frontend', 'dist');
  let bytes = await inlineScriptsBytes(dist);
  for (const script of new Set(scripts.map((address) => new URL(address).pathname))) {
    bytes += gzipSync(await readFile(path.join(dist, script.replace(/^\//, '')))).length;
  }
  return bytes / 1024;
}
