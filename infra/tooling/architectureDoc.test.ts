import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiGroups } from '@listboard/functions/host-api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Helpers of the use cases, named apart from the groups. */
const USE_CASE_HELPERS = ['common', 'placement'];
const useCaseGroups = () => folders('functions/src/usecases').filter((name) => !USE_CASE_HELPERS.includes(name));

/**
 * The backticked names that follow `lead` in `text`, up to the end of the list: the first `)`, `;` or full
 * stop outside backticks. A doc keeps such a list in one run for this check to read.
 */
function listedAfter(doc: string, lead: string): string[] {
  const text = doc.replace(/\s+/g, ' ');
  const start = text.indexOf(lead);
  if (start < 0) return [`(no list after "${lead}")`];
  const names: string[] = [];
  let inside = false;
  let name = '';
  for (const char of text.slice(start + lead.length)) {
    if (char === '`') {
      if (inside) names.push(name);
      inside = !inside;
      name = '';
    } else if (inside) name += char;
    else if (char === ')' || char === ';' || char === '.') break;
  }
  return names;
}

/** Where a path the doc names in backticks may be relative to: the root, a package, or its source folder. */
const BASES = [
  '',
  'functions/',
  'functions/src/',
  'functions/src/usecases/',
  'functions/src/adapters/',
  'frontend/',
  'frontend/src/',
  'shared/',
  'shared/src/',
  'infra/local/',
  'infra/local/src/',
];
function missingPaths(text: string): string[] {
  const paths = [...text.matchAll(/`([\w.-]+\/[\w./-]*)`/g)]
    .map((match) => match[1])
    .filter((name) => /\/$|\.(ts|tsx|js|mjs|json|bicep)$/.test(name));
  return sorted(paths.filter((name) => !BASES.some((base) => existsSync(path.join(root, base, name)))));
}

/** The sentences that say something is not built or does not exist. */
function notBuiltSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=\.) /)
    .filter((sentence) => /not built|(do|does) not exist/i.test(sentence));
}

describe('docs/architecture.md tells the code as it is', () => {
  const doc = read('docs/architecture.md');

  it('names every API group the functions app registers, and no other', () => {
    expect(sorted(listedAfter(doc, 'registers one HTTP function per API group'))).toEqual(sorted(apiGroups.map((group) => group.name)));
    expect(
      sorted(
        readdirSync(path.join(root, 'functions/src/functions'))
          .map((file) => file.replace(/\.ts$/, ''))
          .filter((name) => name !== 'register'),
      ),
    ).toEqual(sorted(apiGroups.map((group) => group.name)));
  });

  it('names every use-case group, every page feature, every adapter folder and every port', () => {
    expect(sorted(listedAfter(doc, 'holds the use cases by'))).toEqual(useCaseGroups());
    expect(sorted(listedAfter(doc, '`src/features/<name>/`'))).toEqual(folders('frontend/src/features'));
    expect(sorted(listedAfter(doc, "The adapters' folders:"))).toEqual(folders('functions/src/adapters').map((name) => `${name}/`));
    const ports = readdirSync(path.join(root, 'functions/src/ports')).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sorted(listedAfter(doc, 'The ports, by module:'))).toEqual(sorted(ports));
  });

  it('names only paths that exist', () => {
    expect(missingPaths(doc)).toEqual([]);
  });

  it('calls nothing unbuilt that exists', () => {
    const built = new Set([...apiGroups.map((group) => group.name), ...folders('functions/src/adapters'), ...folders('infra')]);
    const wrong = notBuiltSentences(doc).filter((sentence) =>
      [...sentence.matchAll(/`([^`]+)`/g)].some(
        ([, name]) => built.has(name.replace(/\/$/, '')) || BASES.some((base) => existsSync(path.join(root, base, name))),
      ),
    );
    expect(wrong).toEqual([]);
  });
});

/** Paragraphs of prose (no table, list, heading or code), each as its lines. */
function proseParagraphs(text: string): string[][] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  return prose
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter(Boolean))
    .filter((lines) => lines.length > 0 && !/^(\||#|- |\d+\. )/.test(lines[0]));
}

describe('README.md is a short front page', () => {
  const readme = read('README.md');
  const topFolders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);

  it('maps every top folder, every use-case group and every page feature', () => {
    expect(topFolders.filter((name) => !readme.includes(`\`${name}/\``))).toEqual([]);
    expect(sorted(listedAfter(readme, 'the use cases by'))).toEqual(useCaseGroups());
    expect(sorted(listedAfter(readme, 'the page by feature'))).toEqual(folders('frontend/src/features'));
  });

  it('keeps its paragraphs short, but for the bench figures it quotes', () => {
    const long = proseParagraphs(readme).filter((lines) => lines.length > 6 && !lines[0].startsWith('**Speed**'));
    expect(long.map((lines) => lines[0])).toEqual([]);
  });

  it('links every page of docs/', () => {
    expect(readdirSync(path.join(root, 'docs')).filter((file) => !readme.includes(`(docs/${file})`))).toEqual([]);
  });
});

describe('CONTRIBUTING.md says how we work', () => {
  const guide = existsSync(path.join(root, 'CONTRIBUTING.md')) ? read('CONTRIBUTING.md') : '';
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

  it('is linked from the README and links the architecture', () => {
    expect(read('README.md')).toContain('(CONTRIBUTING.md)');
    expect(guide).toContain('(docs/architecture.md');
  });

  it('names only npm scripts and paths that exist', () => {
    expect([...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]).filter((name) => !scripts.includes(name))).toEqual([]);
    expect(missingPaths(guide)).toEqual([]);
    const examples = [...guide.matchAll(/\b(?:shared|functions|frontend|infra|tests)\/[\w./-]+\.tsx?\b/g)].map((match) => match[0]);
    expect(examples.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('says how a commit is written, how the tests run, the fences and the duplicates check', () => {
    expect(
      ['72 characters', 'npm test', 'npx vitest run', 'import-fences', 'duplicates --change'].filter((topic) => !guide.includes(topic)),
    ).toEqual([]);
  });
});
