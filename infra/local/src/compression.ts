import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression as Azure's edge applies it: text answers of 1 kB and more go out gzip- or
 * brotli-encoded when the client accepts it; images and fonts are compressed already.
 */
export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;
// Near brotli's best ratio at a fraction of its best's time: a stack's first page load waits for it once per file.
const FILE_BROTLI_QUALITY = 9;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encoding the client accepts that suits `contentType`: brotli only where it pays off (files compressed once). */
export function encodingFor(
  request: IncomingMessage,
  contentType: string | undefined,
  size: number,
  preferBrotli: boolean,
): Encoding | null {
  if (size < MIN_BYTES || !contentType || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (preferBrotli && accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return new Set(
    text
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || Number(quality.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/**
 * Compresses off the event loop (zlib's thread pool). Answers built per request take fast gzip, since
 * the time to compress is paid on every call; files are compressed once, with brotli, and kept.
 */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: FILE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 1 });
}

/** Compressed files by path, kept while the file's size and modification time stay the same. */
export class CompressedFiles {
  private readonly kept = new Map<string, { stamp: string; bytes: Promise<Buffer> }>();

  get(file: string, stamp: string, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const hit = this.kept.get(key);
    if (hit?.stamp === stamp) return hit.bytes;
    const bytes = read().then((body) => compress(body, encoding));
    bytes.catch(() => this.kept.delete(key));
    this.kept.set(key, { stamp, bytes });
    return bytes;
  }
}
