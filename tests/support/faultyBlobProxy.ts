import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy before a storage account's Blob endpoint that answers 500 to blob listings while told
 * to: for the next `count` listings (a brief fault), or for all until told otherwise. Every other
 * request passes through.
 */
export interface FaultyBlobProxy {
  /** The Blob endpoint to give the server instead of the real one. */
  endpoint: string;
  /** Answers 500 to the next `count` listings (Infinity: every listing). */
  failListings(count: number): void;
  /** How many listings were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

export async function faultyBlobProxy(target: string): Promise<FaultyBlobProxy> {
  const upstream = new URL(target);
  let failing = 0;
  let refusedCount = 0;
  const server = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://proxy').searchParams;
    if (query.get('comp') === 'list' && failing > 0) {
      failing -= 1;
      refusedCount += 1;
      request.resume();
      response
        .writeHead(500, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="utf-8"?><Error><Code>InternalError</Code><Message>A fault of the test.</Message></Error>');
      return;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, '')}`,
    failListings: (count) => {
      failing = count;
    },
    refused: () => refusedCount,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
