import type { IncomingMessage } from 'node:http';
import type { SpAnswer, SpRequest } from './answers';

// Shape: learn.microsoft.com, "Make batch requests with the REST APIs" (multipart/mixed: a changeset of
// application/http parts, answered as --batchresponse_ parts with their own status lines).
// Assumption: SharePoint takes at most 100 operations in one batch (the limit the adapter keeps), and a
// failed part does not undo the others (batches are not transactional).

const MAX_PARTS = 100;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  412: 'Precondition Failed',
  500: 'Internal Server Error',
};

/** The requests of a batch body: method, URL, headers and JSON body of each application/http part. */
function partsOf(body: string): { method: string; url: URL; headers: Record<string, string>; body: unknown }[] {
  return body
    .split(/\r?\nContent-Transfer-Encoding: binary\r?\n\r?\n/)
    .slice(1)
    .map((part) => {
      const lines = part.split(/\r?\n/);
      const [method, address] = lines[0].split(' ');
      const headers: Record<string, string> = {};
      let index = 1;
      for (; index < lines.length && lines[index].trim() !== ''; index += 1) {
        const colon = lines[index].indexOf(':');
        headers[lines[index].slice(0, colon).trim().toLowerCase()] = lines[index].slice(colon + 1).trim();
      }
      // A GET part has no body: the next boundary follows its blank line at once.
      const text = `\n${lines.slice(index + 1).join('\n')}`.split(/\n--(changeset|batch)_/)[0].trim();
      return { method, url: new URL(address), headers, body: text ? JSON.parse(text) : undefined };
    });
}

/** Answers a $batch: each part through the server's routes, in order, every answer in one multipart body. */
export function batchAnswer(
  body: string,
  outer: IncomingMessage['headers'],
  dispatch: (part: Omit<SpRequest, 'site'>) => SpAnswer,
): SpAnswer {
  const parts = partsOf(body);
  if (parts.length > MAX_PARTS)
    return {
      status: 400,
      body: {
        'odata.error': {
          code: '-1, Microsoft.SharePoint.Client.InvalidClientQueryException',
          message: { lang: 'en-US', value: `A batch takes at most ${MAX_PARTS} requests.` },
        },
      },
    };
  const boundary = `batchresponse_${Date.now().toString(16)}`;
  const lines: string[] = [];
  for (const part of parts) {
    const path = decodeURIComponent(part.url.pathname);
    const verb = (part.headers['x-http-method'] ?? part.method).toUpperCase();
    const answer = dispatch({
      method: part.method,
      verb,
      apiPath: path.slice(path.toLowerCase().indexOf('/_api/') + '/_api/'.length),
      query: part.url.searchParams,
      headers: { ...outer, ...part.headers },
      body: part.body,
      raw: Buffer.alloc(0),
    });
    lines.push(
      `--${boundary}`,
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      '',
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? 'Unknown'}`,
      'CONTENT-TYPE: application/json;odata=minimalmetadata;streaming=true;charset=utf-8',
      '',
      answer.body === undefined ? '' : JSON.stringify(answer.body),
    );
  }
  lines.push(`--${boundary}--`, '');
  return { status: 200, body: Buffer.from(lines.join('\r\n')), headers: { 'content-type': `multipart/mixed; boundary=${boundary}` } };
}
