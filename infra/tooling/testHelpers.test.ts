import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The source folders of the product, where test helpers must not pass for product code. */
const PRODUCT_SOURCES = ['shared/src', 'functions/src', 'frontend/src', 'infra/local/src'];

/** Words that name a test helper: fixtures, fakes, stubs, mocks and "test" boards or dialogs. */
const HELPER_WORDS = new Set(['test', 'testing', 'fixture', 'fixtures', 'fake', 'stub', 'mock']);
/** The local stack's switches that tests turn on through its environment: product code of the stack, not helpers. */
const STACK_SWITCHES = new Set(['infra/local/src/testHooks.ts']);

/** The words of a file's camel-case name: adminTestKit.tsx is admin, test and kit. */
const wordsOf = (file: string) =>
  path
    .basename(file)
    .replace(/\..*$/, '')
    .split(/(?=[A-Z])|[-_]/)
    .map((word) => word.toLowerCase());
const namedLikeHelper = (file: string) => !STACK_SWITCHES.has(file) && wordsOf(file).some((word) => HELPER_WORDS.has(word));

describe('test helpers', () => {
  it('live in testing/ folders beside the code they help test, never among the product files', () => {
    const files = execFileSync('git', ['ls-files', ...PRODUCT_SOURCES], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const loose = files.filter((file) => !/\.test\.tsx?$/.test(file) && namedLikeHelper(file) && !file.split('/').includes('testing'));
    expect(loose).toEqual([]);
  });
});
