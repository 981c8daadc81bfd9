import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { subjectHeader } from './subjectHeader';

const decoded = (header: string) =>
  header
    .split(' ')
    .map((word) => {
      const match = /^=\?utf-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(word);
      if (!match) throw new Error(`not an encoded word: ${word}`);
      return Buffer.from(match[1], 'base64').toString('utf8');
    })
    .join('');

describe('subjectHeader', () => {
  it('leaves a subject without an encoded-word opener to the transport', () => {
    expect(subjectHeader('[Team tasks] Größe prüfen was assigned to you')).toBe('[Team tasks] Größe prüfen was assigned to you');
  });

  it('writes a subject holding a literal encoded word as encoded words that decode to exactly the text', () => {
    const subject = '[Team tasks] =?utf-8?q?x=0D=0ABcc:outsider@elsewhere.example?= was assigned to you';
    const header = subjectHeader(subject);
    expect(header).not.toContain('=0D');
    expect(header.split(' ').every((word) => word.length <= 75)).toBe(true);
    expect(decoded(header)).toBe(subject);
  });

  it('decodes to the text for any subject, whole characters in each word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (before, after) => {
        const subject = `${before}=?${after}`;
        const header = subjectHeader(subject);
        expect(header.split(' ').every((word) => word.length <= 75)).toBe(true);
        expect(decoded(header)).toBe(subject);
      }),
    );
  });
});
