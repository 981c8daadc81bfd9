import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import { GraphPhotos } from './graphPhotos';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Graph as a fake fetch: the requests it was sent, and its answer. */
function graph(answer: () => Response | Promise<Response>, token: string | null = 'graph-token') {
  const requests: { url: string; authorization: string | null }[] = [];
  const photos = new GraphPhotos({
    baseUrl: 'https://graph.microsoft.com/',
    token: async () => token,
    fetch: async (url, init) => {
      requests.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return answer();
    },
  });
  return { photos, requests };
}

describe('Office 365 photos through Microsoft Graph', () => {
  it("asks for the person's 48x48 photo by their user principal name, on the caller's Graph token", async () => {
    const { photos, requests } = graph(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    expect(await photos.photoOf('Megan@Contoso.com')).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(requests).toEqual([
      { url: 'https://graph.microsoft.com/v1.0/users/megan%40contoso.com/photos/48x48/$value', authorization: 'Bearer graph-token' },
    ]);
  });

  it('takes 404 ImageNotFound, a refusal and an answer that is no picture as no photo', async () => {
    const notFound = {
      error: {
        code: 'ImageNotFound',
        message: "Exception of type 'Microsoft.Fast.Profile.Core.Exception.ImageNotFoundException' was thrown.",
      },
    };
    for (const answer of [
      () => Response.json(notFound, { status: 404 }),
      () => Response.json({ error: { code: 'Authorization_RequestDenied' } }, { status: 403 }),
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
      () => new Response(new Uint8Array(0), { headers: { 'content-type': 'image/jpeg' } }),
    ])
      expect(await graph(answer).photos.photoOf('megan@contoso.com')).toBeNull();
  });

  it('asks nothing without a token for Graph', async () => {
    const { photos, requests } = graph(() => new Response(PNG), null);
    expect(await photos.photoOf('megan@contoso.com')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("is an outage when Graph throttles, fails or does not answer: never the caller's fault", async () => {
    for (const answer of [
      () => new Response('', { status: 429, headers: { 'retry-after': '3' } }),
      () => new Response('', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      await expect(graph(answer).photos.photoOf('megan@contoso.com')).rejects.toBeInstanceOf(StorageUnavailableError);
    }
  });
});
