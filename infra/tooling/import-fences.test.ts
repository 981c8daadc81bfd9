import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import importFences from './import-fences.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function problems(file: string, source: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(source, [{
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { listboard: importFences as unknown as ESLint.Plugin },
    rules: { 'listboard/import-fences': 'error' },
  }], path.join(root, file));
  return messages.map((m) => m.message);
}

describe('import fences', () => {
  it('keeps shared free of our other packages', () => {
    expect(problems('shared/src/domain/x.ts', "import { a } from '@listboard/functions/host-api';")).toHaveLength(1);
    expect(problems('shared/src/domain/x.ts', "import { a } from '../api/board';")).toEqual([]);
  });
  it('lets frontend and functions import shared but not each other', () => {
    expect(problems('frontend/src/app/x.ts', "import { a } from '@listboard/shared';")).toEqual([]);
    expect(problems('frontend/src/app/x.ts', "import { a } from '@listboard/functions/host-api';")).toHaveLength(1);
    expect(problems('functions/src/services/x.ts', "import { a } from '../../../frontend/src/api/client';")).toHaveLength(1);
  });
  it('keeps frontend features apart', () => {
    expect(problems('frontend/src/features/board/x.ts', "import { a } from '../boards-list/BoardTile';")).toHaveLength(1);
    expect(problems('frontend/src/features/board/dnd/x.ts', "import { a } from '../CardView';")).toEqual([]);
    expect(problems('frontend/src/app/x.ts', "import { a } from '../features/board/BoardPage';")).toEqual([]);
  });
});
