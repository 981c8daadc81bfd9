import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module whose dynamic imports are the pages: what they import runs after the pages' texts are in (lazyPages.tsx). */
const PAGES_MODULE = `${path.sep}src${path.sep}app${path.sep}shellPages.tsx`;
const RESOURCES = `${path.sep}src${path.sep}i18n${path.sep}resources${path.sep}`;
const OUR_SOURCE = /[\\/]frontend[\\/]src[\\/].*\.tsx?$/;

/** The keys of the texts only the pages read: every key of each part `en-US.pages.ts` spreads in. */
function pageTextKeys(resources: string): Set<string> {
  const pages = readFileSync(path.join(resources, 'en-US.pages.ts'), 'utf8');
  const parts = [...pages.matchAll(/from '\.\/(\w+)\/en-US'/g)].map((match) => match[1]);
  const keys = parts.flatMap((part) => {
    const text = readFileSync(path.join(resources, part, 'en-US.ts'), 'utf8');
    return [...text.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
  });
  return new Set(keys);
}

export interface ModuleGraph {
  ids: Iterable<string>;
  info: (id: string) => { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules that may run before the pages' texts are in: reached from an entry other than through a page's import. */
export function modulesWithoutPageTexts(graph: ModuleGraph): Set<string> {
  const queue = [...graph.ids].filter((id) => graph.info(id)?.isEntry);
  const seen = new Set(queue);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.info(id);
    if (!info) continue;
    const next = id.endsWith(PAGES_MODULE) ? info.importedIds : [...info.importedIds, ...info.dynamicallyImportedIds];
    for (const child of next) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return seen;
}

/**
 * Fails the build when code that may run before the pages' texts are loaded names one of them (i18n.ts loads them
 * with the pages): the translation would throw there. A text shared with the board belongs in the start's texts.
 * Keys are found as quoted literals, as the code names them; a key built from parts is not seen. Only the page's own
 * code is read: the shared package names configuration problems by key as data, which the page translates only
 * when its texts have the key (`hasText`).
 */
export function guardPageTexts(): Plugin {
  return {
    name: 'listboard-guard-page-texts',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const resources = ids.map((id) => id.slice(0, id.indexOf(RESOURCES) + RESOURCES.length)).find((dir) => dir.endsWith(RESOURCES));
      if (!resources) return;
      const keys = pageTextKeys(resources);
      const early = modulesWithoutPageTexts({ ids, info: (id) => this.getModuleInfo(id) });
      const misuses = [...early]
        .filter((id) => OUR_SOURCE.test(id) && !id.includes(RESOURCES))
        .flatMap((id) => {
          const code = readFileSync(id, 'utf8');
          const named = [...code.matchAll(/'(\w+)'/g)].map((match) => match[1]).filter((word) => keys.has(word));
          return named.length > 0 ? [`${path.relative(process.cwd(), id)}: ${[...new Set(named)].join(', ')}`] : [];
        });
      if (misuses.length > 0) {
        this.error(
          `Code that runs before the other pages' texts are loaded names them (move the texts to the start's, docs/performance.md#start-up):\n${misuses.join('\n')}`,
        );
      }
    },
  };
}
