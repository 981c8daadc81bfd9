import type { ServerResponse } from 'node:http';

/** A request the host cannot make sense of: answered 400 bad_request instead of failing the host. */
export class BadRequest extends Error {}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The answer to a request that failed: 400 for a BadRequest, 500 (logged) for anything else. */
export function sendFailure(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    console.error('Local host error after the answer started', error);
    response.destroy();
  } else if (error instanceof BadRequest) {
    sendJson(response, 400, { code: 'bad_request', message: error.message });
  } else {
    console.error('Local host error', error);
    sendJson(response, 500, { code: 'internal_error', message: 'The local host failed to answer.' });
  }
}

/** Raw bytes of a 400 for a connection whose HTTP Node could not parse (there is no response object then). */
export function malformedHttpAnswer(): string {
  const body = JSON.stringify({ code: 'bad_request', message: 'The request is not valid HTTP.' });
  return (
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
