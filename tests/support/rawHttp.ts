import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Requests sent byte for byte as a test wrote them (fetch would resolve `..` segments and pick
 * headers itself), over kept-alive connections, and told apart by how they end: an answer, a dropped
 * connection, or no answer in time.
 */

export interface WireRequest {
  method: string;
  /** Path and query string, sent as they are. */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Outcome = { answer: Answer } | { failure: string };

export class RawHttpClient {
  private readonly agent: Agent;
  private readonly url: URL;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
    concurrency: number,
  ) {
    this.url = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  }

  send(request: WireRequest): Promise<Outcome> {
    return new Promise((resolve) => {
      let timedOut = false;
      const dropped = (when: string) => (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({
          failure: timedOut
            ? `no answer within ${this.timeoutMs} ms`
            : `the connection dropped ${when}: ${error.code ?? ''} ${error.message}`,
        });
      };
      const headers = request.body ? { ...request.headers, 'content-length': String(request.body.byteLength) } : request.headers;
      const outgoing = httpRequest(
        { hostname: this.url.hostname, port: this.url.port, method: request.method, path: request.target, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () => {
            clearTimeout(timer);
            resolve({ answer: { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) } });
          });
          response.once('error', dropped('during the answer'));
        },
      );
      const timer = setTimeout(() => {
        timedOut = true;
        outgoing.destroy(new Error('timed out'));
      }, this.timeoutMs);
      outgoing.once('error', dropped('before the answer'));
      outgoing.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A longer body, or one bash cannot pass as an argument (a NUL byte), goes into a file. */
const MAX_INLINE_BODY = 2000;
const REPRODUCER_DIR = path.join(tmpdir(), 'listboard-generated-input');
let savedBodies = 0;

/** A curl command that sends exactly this request again. */
export function curlOf(baseUrl: string, request: WireRequest): string {
  const parts = ['curl -sS -i --path-as-is', `-X ${request.method}`, quoted(new URL(request.target, baseUrl).origin + request.target)];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${quoted(value === '' ? `${name};` : `${name}: ${value}`)}`);
  if (request.body) {
    // curl would add a form content type of its own to a body sent without one.
    if (!Object.keys(request.headers).some((name) => name.toLowerCase() === 'content-type')) parts.push("-H 'content-type:'");
    parts.push(`--data-binary ${bodyArgument(request.body)}`);
  }
  return parts.join(' ');
}

function quoted(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

function bodyArgument(body: Uint8Array): string {
  if (body.byteLength > MAX_INLINE_BODY || body.includes(0)) {
    mkdirSync(REPRODUCER_DIR, { recursive: true });
    const file = path.join(REPRODUCER_DIR, `body-${process.pid}-${++savedBodies}.bin`);
    writeFileSync(file, body);
    return `@${file}`;
  }
  let text = "$'";
  for (const byte of body) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x5c && byte !== 0x27;
    text += printable ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${text}'`;
}
