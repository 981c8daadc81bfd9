// Which host pages may frame Listboard is a deployment's choice (LISTBOARD_FRAME_ANCESTORS), not the code's:
// the CSP frame-ancestors of staticwebapp.config.json is written from it, by the local host at start and by
// this script before a deployment uploads the page:
//   LISTBOARD_FRAME_ANCESTORS="https://contoso.sharepoint.com https://teams.microsoft.com" \
//     node infra/tooling/frameAncestors.mjs staticwebapp.config.json > frontend/dist/staticwebapp.config.json
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The config with its Content-Security-Policy's frame-ancestors set to 'self' and `ancestors`
 * (space-separated CSP sources); unchanged when `ancestors` is empty or unset.
 * @template {{ globalHeaders?: Record<string, string> }} T
 * @param {T} config
 * @param {string | undefined} ancestors
 * @returns {T}
 */
export function withFrameAncestors(config, ancestors) {
  const sources = (ancestors ?? '').split(/\s+/).filter(Boolean);
  if (sources.length === 0) return config;
  for (const source of sources) {
    if (!/^(https?:\/\/[\w.*-]+(:(\d+|\*))?|'self'|'none')$/.test(source))
      throw new Error(`LISTBOARD_FRAME_ANCESTORS: '${source}' is not a CSP host source.`);
  }
  const directive = `frame-ancestors 'self' ${sources.filter((source) => source !== "'self'").join(' ')}`.trim();
  const headers = { ...config.globalHeaders };
  const policy = headers['Content-Security-Policy'] ?? '';
  const others = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('frame-ancestors'));
  headers['Content-Security-Policy'] = [...others, directive].join('; ');
  return { ...config, globalHeaders: headers };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const config = JSON.parse(readFileSync(process.argv[2] ?? 'staticwebapp.config.json', 'utf8'));
  process.stdout.write(`${JSON.stringify(withFrameAncestors(config, process.env.LISTBOARD_FRAME_ANCESTORS), null, 2)}\n`);
}
