import { MAX_STORED_DOCUMENT_CHARS } from '@listboard/shared';
import { describe, expect, it } from 'vitest';
import { BoardTooLargeError } from '../../ports/boardStore';
import { DocumentTooLargeError } from '../../ports/storageErrors';
import { CHUNK_CHARS, checkEntitySize, fromChunks, toChunks } from './chunkedJson';

describe('chunked JSON properties', () => {
  it('round-trips a document larger than one property', () => {
    const json = JSON.stringify({ text: 'a'.repeat(CHUNK_CHARS * 2 + 17) });
    const chunks = toChunks('cfg', json);
    expect(chunks.cfgCount).toBe(3);
    for (const [key, value] of Object.entries(chunks)) {
      if (key !== 'cfgCount') expect(String(value).length).toBeLessThanOrEqual(CHUNK_CHARS);
    }
    expect(fromChunks('cfg', chunks)).toBe(json);
  });

  it('stores non-ASCII characters escaped, and parses back to the same value', () => {
    const value = { text: 'ä日😀'.repeat(10) };
    const stored = fromChunks('cfg', toChunks('cfg', JSON.stringify(value)));
    expect(stored).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(stored)).toEqual(value);
  });

  it('reads a missing document as empty', () => {
    expect(fromChunks('cfg', {})).toBe('');
  });

  it(`refuses a document over ${MAX_STORED_DOCUMENT_CHARS} characters as escaped, with the limit in the message`, () => {
    expect(() => toChunks('cfg', JSON.stringify('a'.repeat(MAX_STORED_DOCUMENT_CHARS - 2)))).not.toThrow();
    // 300,000 non-ASCII characters are 1.8 million once escaped.
    const refusal = (() => {
      try {
        toChunks('cfg', JSON.stringify('é'.repeat(300_000)));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DocumentTooLargeError);
    expect(refusal).toMatchObject({ code: 'document_too_large', message: expect.stringContaining(`${MAX_STORED_DOCUMENT_CHARS}`) });
    expect(() => toChunks('cfg', JSON.stringify('é'.repeat(300_000)), (size, limit) => new BoardTooLargeError(size, limit))).toThrow(
      expect.objectContaining({ code: 'board_too_large' }),
    );
  });
});

describe('entity size', () => {
  it('passes an entity within the limits unchanged', () => {
    const entity = { partitionKey: 'p', rowKey: 'r', count: 3, text: 'x'.repeat(30_000) };
    expect(checkEntitySize(entity, 'item')).toBe(entity);
  });

  it('refuses a property over 32K characters and an entity over 1 MiB', () => {
    expect(() => checkEntitySize({ partitionKey: 'p', rowKey: 'r', f_Title: 'x'.repeat(40_000) }, 'item')).toThrow(DocumentTooLargeError);
    const notes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f_Note${i}`, 'x'.repeat(30_000)]));
    expect(() => checkEntitySize({ partitionKey: 'p', rowKey: 'r', ...notes }, 'item')).toThrow(
      /The item is \d+ characters long as stored; at most 524288/,
    );
  });
});
