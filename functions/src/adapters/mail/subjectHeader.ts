/** RFC 2047: an encoded word is at most 75 characters, `=?utf-8?B?` and `?=` included. */
const MAX_WORD = 75;
const WORD_FRAME = '=?utf-8?B?'.length + '?='.length;
/** Base64 of at most this many bytes fits a word: 4 characters per 3 bytes. */
const MAX_BYTES = Math.floor((MAX_WORD - WORD_FRAME) / 4) * 3;

/**
 * A subject as a header that every client shows as written. Transports encode non-ASCII text but pass
 * through what already reads as an encoded word (`=?utf-8?q?x=0D=0ABcc:...?=`), which clients then
 * decode into something else, a line break even. Such a subject goes out wholly as base64 encoded
 * words of whole characters (RFC 2047), which decode to exactly the text; any other is left to the transport.
 */
export function subjectHeader(subject: string): string {
  if (!subject.includes('=?')) return subject;
  const words: string[] = [];
  let chunk = '';
  for (const character of subject) {
    if (Buffer.byteLength(chunk + character) > MAX_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?utf-8?B?${Buffer.from(word).toString('base64')}?=`).join(' ');
}
