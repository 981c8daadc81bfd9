import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * References a person who clones the repository cannot follow: a number in our tracker (the word "issue"
 * followed by a number, with or without "s", "#" or a hyphen) and the folder beside the repository that
 * held the specification. A comment or a doc says the reason itself, or links the docs/ file that does.
 */
const UNFOLLOWABLE = [/\bissues?[\s-]*#?\d+/i, /\.\.\/shared\//, /\/work\/shared\b/];

/** Text files git tracks; the lock file is npm's, and a file with a NUL byte is binary. */
function trackedTextFiles(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  return files
    .filter((file) => path.basename(file) !== 'package-lock.json')
    .map((file) => ({ file, bytes: readFileSync(path.join(root, file)) }))
    .filter(({ bytes }) => !bytes.includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
}

function unfollowableLines(text: string): string[] {
  return text.split('\n').filter((line) => UNFOLLOWABLE.some((pattern) => pattern.test(line)));
}

describe('the repository explains itself', () => {
  it('recognises tracker numbers and the outside specification folder', () => {
    // Spelt in pieces, so that this file passes its own check.
    const [word, folder] = ['issue', 'shared'];
    const samples = [
      `(${word} 20)`,
      `I${word.slice(1)} 5: moves`,
      `${word}s #37`,
      `see ${word}-12`,
      `in \`../${folder}/ARCHITECTURE.md\``,
      `read /work/${folder}/spec`,
    ];
    expect(samples.filter((sample) => unfollowableLines(sample).length === 0)).toEqual([]);
    expect(unfollowableLines('spec 2 section 9; node infra/vendor/issue-license.mjs; the issuer; zod issues[0]; list#12')).toEqual([]);
  });

  it('cites no tracker number and no folder outside the repository in any tracked file', () => {
    const found = trackedTextFiles().flatMap(({ file, text }) =>
      unfollowableLines(text).map((line) => `${file}: ${line.trim().slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  });
});
