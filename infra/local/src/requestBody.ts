import type { IncomingMessage } from 'node:http';

/** The most a request to the local host may send (Azure's front end has its own limit). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** How much more of a too-large body is read and dropped so that its sender, still sending, gets the 413. */
const MAX_DRAINED_BYTES = 4 * MAX_BODY_BYTES;

/**
 * The body, or null when it is over the limit. The rest of a too-large body is read and dropped
 * rather than left unread, because a connection with an unread body cannot carry the answer or a
 * next request; past MAX_DRAINED_BYTES reading stops and the answer closes the connection.
 */
export function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_BODY_BYTES + MAX_DRAINED_BYTES) {
        request.pause();
        resolve(null);
      }
    });
    request.once('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null));
    request.once('error', reject);
  });
}
