import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The project's own lint configuration, so that the probe fails when the rule or the files it covers change.
const eslint = new ESLint({ cwd: root });

/** The narrow-dependency refusals the repository's lint configuration reports for `source` at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const readsSessionServices = 'export const boardsOf = (session) => session.services.boards;';
const destructuresServices = 'export function boardsOf(session) { const { services } = session; return services.boards; }';
const renamesServices = 'export function boardsOf(site) { const { services: placed } = site; return placed.boards; }';

describe('narrow dependencies of the use cases (docs/architecture.md, "The walls of the use cases")', { timeout: 60_000 }, () => {
  // Loading the configuration (its plugins and parser) is the slow part on a busy machine: once, before the probes.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'functions/src/usecases/boards/x.ts')), 120_000);
  it('refuses a read of the services outside deps.ts in every group and on both floors', async () => {
    for (const folder of ['boards', 'license', 'notifications', 'common', 'placement']) {
      expect(await refusals(`functions/src/usecases/${folder}/x.ts`, readsSessionServices)).toHaveLength(1);
    }
  });
  it('refuses the services taken apart, whatever they are renamed to', async () => {
    expect(await refusals('functions/src/usecases/admin/x.ts', destructuresServices)).toHaveLength(1);
    expect(await refusals('functions/src/usecases/license/x.ts', renamesServices)).toHaveLength(1);
  });
  it("lets a group's deps.ts pick from the services", async () => {
    expect(await refusals('functions/src/usecases/boards/deps.ts', readsSessionServices)).toEqual([]);
    expect(await refusals('functions/src/usecases/common/deps.ts', destructuresServices)).toEqual([]);
  });
  it('leaves the code outside the use cases, and the use cases’ tests, alone', async () => {
    expect(await refusals('functions/src/routes/x.ts', readsSessionServices)).toEqual([]);
    expect(await refusals('functions/src/context/x.ts', destructuresServices)).toEqual([]);
    expect(await refusals('functions/src/usecases/news/x.test.ts', readsSessionServices)).toEqual([]);
  });
  it('lets a use case read the ports of a services bag it was handed', async () => {
    expect(await refusals('functions/src/usecases/boards/x.ts', 'export const boardsOf = (services) => services.boards;')).toEqual([]);
  });
});
