import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './importGraph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = ['shared/src', 'functions/src', 'frontend/src', 'infra/local/src']
  .map((folder) => path.join(root, folder))
  .filter((folder) => existsSync(folder));

// A loop of imports (type imports too) makes two modules one: neither can be read, tested or moved
// alone, and evaluation order starts to matter. The fences keep layers apart; this keeps files apart.
describe('import cycles', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
  it('has none in our sources', () => {
    const cycles = importCycles(importGraph(sources)).map((cycle: string[]) => cycle.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });
});
