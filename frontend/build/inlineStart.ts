import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/** The start script as one classic script: bundled on its own, with the app's resolution and tree shaking. */
export async function bundleStartScript(config: InlineConfig, entry: string): Promise<string> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    plugins: [],
    build: { ...config.build, write: false, sourcemap: false, lib: { entry, formats: ['iife'], name: 'listboardStartScript' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  if (chunks.length !== 1) throw new Error(`The start script bundled into ${chunks.length} chunks; it must be one.`);
  const code = chunks[0].code.trim();
  // Inside a <script> element, the HTML parser ends the script at the first "</script".
  if (/<\/script/i.test(code)) throw new Error('The start script contains "</script" and cannot be inlined.');
  return code;
}

/**
 * Puts the start script into the HTML's head: the first reads leave while the HTML is parsed, before the entry
 * module and the chunks it imports are fetched and run (docs/performance.md#start-up).
 */
export function inlineStartScript(code: string): Plugin {
  return {
    name: 'listboard-inline-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head' }],
    },
  };
}
