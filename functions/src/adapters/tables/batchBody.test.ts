import { describe, expect, it } from 'vitest';
import { withEscapedLineSeparators } from './batchBody';

describe('a transaction body', () => {
  it('writes U+2028 and U+2029 as JSON escapes, which read back as the same text', () => {
    const entity = { Title: 'Plan\u2028Build\u2029Ship', Note: 'a\u2028' };
    const body = `--changeset_1\r\nContent-Type: application/http\r\n\r\nPOST http://127.0.0.1/t HTTP/1.1\r\n\r\n${JSON.stringify(entity)}\r\n--changeset_1--\r\n`;
    const escaped = withEscapedLineSeparators(body);
    expect(escaped).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(/\{.*\}/.exec(escaped)?.[0] ?? '')).toEqual(entity);
    expect(escaped.replace(/\\u2028|\\u2029/g, '')).toBe(body.replace(/[\u2028\u2029]/g, ''));
  });
});
