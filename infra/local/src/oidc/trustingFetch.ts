import { request } from 'node:https';

/**
 * fetch over https that trusts one certificate besides the system's: the local provider's own,
 * self-signed one. The functions read the provider's discovery document and keys through it, so
 * nothing in the process turns certificate checks off.
 */
export function fetchTrusting(certificate: string) {
  return (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: init.method ?? 'GET',
          ca: certificate,
          signal: init.signal ?? undefined,
          headers: init.headers as Record<string, string> | undefined,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
            resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 500, headers }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      // The token endpoint takes a form (on-behalf-of); discovery and keys are plain GETs.
      outgoing.end(typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : undefined);
    });
}
