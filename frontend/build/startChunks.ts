import { readFileSync } from 'node:fs';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
function chunkClosure(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, first: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const seen = new Map([[first.fileName, first]]);
  const queue = [first];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next && !seen.has(file)) {
        seen.set(file, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

/**
 * The modules the app module needs before it runs and the entry's own start does not, as the bundler splits them on its
 * own: its chunks say what tree shaking kept, where the import graph would count every export of a library's index.
 */
async function startModules(config: InlineConfig, app: string): Promise<Set<string>> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map(
    outputs.flatMap((output) => output.output).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  const appChunk = all.find((chunk) => chunk.facadeModuleId === app);
  if (!entry || !appChunk) throw new Error('The first pass of the build found no entry chunk or no app chunk.');
  // What the entry loads before the app (the page's texts, the Teams handshake) must not wait for the app's chunks:
  // evaluating those would read the texts before they are loaded.
  const beforeApp = [entry, ...entry.dynamicImports.flatMap((file) => chunks.get(file) ?? [])].filter((chunk) => chunk !== appChunk);
  const early = new Set(beforeApp.flatMap((chunk) => chunkClosure(chunks, chunk)).map((chunk) => chunk.fileName));
  const start = chunkClosure(chunks, appChunk).filter((chunk) => chunk !== appChunk && !early.has(chunk.fileName));
  return new Set(start.flatMap((chunk) => chunk.moduleIds));
}

/**
 * zod (25 kB gzip) came back into the start twice, each time because a start module took a plain value or function from
 * a module that also defines schemas: a bundler keeps a module whole (docs/performance.md#start-up). The build says so.
 */
function assertNoZodAtStart(start: ReadonlySet<string>): void {
  if (![...start].some((id) => id.includes('/node_modules/zod/'))) return;
  const schemaModules = [...start].filter(
    (id) => /\/shared\/src\/(api|domain)\//.test(id) && readFileSync(id, 'utf8').includes("from 'zod'"),
  );
  throw new Error(
    `zod is in the board's start-up JS: ${schemaModules.join(', ')} define schemas and a start module reads them. ` +
      'Move what the start reads to a module without schemas (docs/performance.md#start-up).',
  );
}

/**
 * The app's start in a few files rather than ninety (docs/performance.md#start-up). Left to itself the bundler
 * splits what the app module shares with the other pages into some ninety chunks; each costs the browser a
 * fetch and an instantiation, even from its cache, on two cores that the server answering the first reads
 * shares. Those modules go into two chunks, the libraries' and ours; what the entry needs stays in its own
 * small chunks, which the HTML names, so the first reads still leave before the big files arrive.
 */
export async function startChunkGroups(config: InlineConfig, app: string): Promise<CodeSplittingGroup[]> {
  const start = await startModules(config, app);
  assertNoZodAtStart(start);
  const group = (name: string, library: boolean): CodeSplittingGroup => ({
    name,
    test: (id) => start.has(id) && id.includes('/node_modules/') === library,
    includeDependenciesRecursively: false,
  });
  return [group('start-libraries', true), group('start-app', false)];
}

/**
 * Names the app module's chunk and the chunks it imports in the HTML as module preloads: the browser fetches and
 * compiles them while the entry module starts the first reads and loads the page's texts, instead of after; at low
 * priority, so the entry module and the reads it starts go first.
 */
export function preloadApp(app: string): Plugin {
  return {
    name: 'listboard-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map(
          Object.values(context.bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
        );
        const appChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId === app);
        if (!appChunk) return html;
        return chunkClosure(chunks, appChunk)
          .filter((chunk) => !html.includes(`/${chunk.fileName}"`))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${chunk.fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
