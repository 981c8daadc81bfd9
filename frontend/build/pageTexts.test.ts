import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ModuleGraph, modulesWithoutPageTexts } from './pageTexts';

const at = (file: string) => path.join('/repo/frontend/src', ...file.split('/'));

/** A module graph from `static` and `dynamic` imports by file. */
function graph(entry: string, imports: Record<string, { static?: string[]; dynamic?: string[] }>): ModuleGraph {
  return {
    ids: Object.keys(imports).map(at),
    info: (id) => {
      const file = Object.keys(imports).find((name) => at(name) === id);
      if (!file) return null;
      return {
        isEntry: file === entry,
        importedIds: (imports[file].static ?? []).map(at),
        dynamicallyImportedIds: (imports[file].dynamic ?? []).map(at),
      };
    },
  };
}

describe('the modules that run before the pages’ texts', () => {
  it('follow every import from the entry but the pages’ own, which wait for the texts', () => {
    const modules = graph('main.tsx', {
      'main.tsx': { dynamic: ['app/mountApp.tsx'] },
      'app/mountApp.tsx': { static: ['app/shellPages.tsx', 'features/board/Board.tsx'] },
      'app/shellPages.tsx': { static: ['app/lazyPages.tsx'], dynamic: ['features/wizard/Wizard.tsx'] },
      'app/lazyPages.tsx': {},
      'features/board/Board.tsx': { dynamic: ['ui/FormDialog.tsx'] },
      'ui/FormDialog.tsx': {},
      'features/wizard/Wizard.tsx': { static: ['ui/FormDialog.tsx', 'features/wizard/Steps.tsx'] },
      'features/wizard/Steps.tsx': {},
    });
    const early = [...modulesWithoutPageTexts(modules)].map((id) => path.relative('/repo/frontend/src', id)).sort();
    expect(early).toEqual([
      'app/lazyPages.tsx',
      'app/mountApp.tsx',
      'app/shellPages.tsx',
      'features/board/Board.tsx',
      'main.tsx',
      'ui/FormDialog.tsx',
    ]);
  });
});
