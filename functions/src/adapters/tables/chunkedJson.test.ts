import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, fromChunks, toChunks } from './chunkedJson';

describe('chunked JSON properties', () => {
  it('round-trips a document larger than one property', () => {
    const json = JSON.stringify({ text: 'ä'.repeat(CHUNK_CHARS * 2 + 17) });
    const chunks = toChunks('cfg', json);
    expect(chunks.cfgCount).toBe(3);
    for (const [key, value] of Object.entries(chunks)) {
      if (key !== 'cfgCount') expect(String(value).length).toBeLessThanOrEqual(CHUNK_CHARS);
    }
    expect(fromChunks('cfg', chunks)).toBe(json);
  });
  it('reads a missing document as empty', () => {
    expect(fromChunks('cfg', {})).toBe('');
  });
});
