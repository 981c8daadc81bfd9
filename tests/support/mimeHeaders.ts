const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

function decodeWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
  return new TextDecoder(charset.replace(/\*.*$/, '')).decode(bytes);
}

/**
 * A header of a raw message as a mail client shows it (RFC 5322 unfolding, RFC 2047 decoding): the
 * lines of a folded header joined, every encoded word decoded, the white space between two adjacent
 * encoded words dropped.
 */
export function decodedHeader(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n(?=[ \t])/g, '');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  const value = line.slice(name.length + 1).trim();
  return value
    .replace(/(\?=)[ \t]+(?==\?)/g, '$1')
    .replace(ENCODED_WORD, (_, charset: string, encoding: string, text: string) => decodeWord(charset, encoding, text));
}
