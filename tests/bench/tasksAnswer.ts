import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { SP_HOST_PARAM } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { sample } from './stats';

/**
 * The tasks request as a browser makes it: the whole answer received, inflated in one native step (Chromium
 * inflates in its network process, off the page's thread) and parsed. Node's fetch inflates a gzip answer as a
 * stream of small chunks in JavaScript: on the bench's answer that cost 20-60 ms on top of the server's time, so a
 * ratio taken through it measured the client as much as the server (docs/performance.md#reading-the-figures).
 */
function postAsBrowser(api: ApiClient, path: string, body: object, encoding: 'gzip' | 'identity'): Promise<unknown> {
  const url = new URL(`/api/${path}`, api.baseUrl);
  url.searchParams.set(SP_HOST_PARAM, api.site);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, 'accept-encoding': encoding },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('error', reject);
        answer.on('end', () => {
          if (answer.statusCode !== 200) return reject(new Error(`${path} answered ${answer.statusCode}`));
          const bytes = Buffer.concat(parts);
          resolve(JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** The tasks answer's times (ms) as a browser asks (gzip), uncompressed, and through Node's fetch for comparison. */
export async function tasksAnswerTimes(api: ApiClient, body: object) {
  const throughFetch = () =>
    sample(15, 3, async () => {
      const answer = await api.call('POST', 'kanban/tasks', body, {}, { headers: { 'accept-encoding': 'gzip' } });
      if (answer.status !== 200) throw new Error(`kanban/tasks answered ${answer.status}`);
    });
  return {
    gzip: await sample(15, 3, () => postAsBrowser(api, 'kanban/tasks', body, 'gzip')),
    identity: await sample(15, 3, () => postAsBrowser(api, 'kanban/tasks', body, 'identity')),
    gzipThroughFetch: await throughFetch(),
  };
}
