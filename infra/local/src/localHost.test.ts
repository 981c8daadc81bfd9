import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, type Server, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiGroup } from '@listboard/functions/host-api';
import { createLocalHost } from './localHost';

/** One API route that answers with the size of the body it got. */
const measuring: ApiGroup = {
  name: 'measure',
  routes: [
    {
      method: 'POST',
      path: 'measure',
      caller: 'public',
      summary: 'The size of the body',
      handle: async (request) => ({ jsonBody: { bytes: (await request.arrayBuffer()).byteLength } }),
    },
    {
      method: 'GET',
      path: 'measure/words',
      caller: 'public',
      summary: 'Many words',
      handle: async () => ({ jsonBody: { words: MANY_WORDS } }),
    },
  ],
};

const MANY_WORDS = Array.from({ length: 400 }, (_, index) => `word ${index}`);
const SCRIPT = `export const words = ${JSON.stringify(MANY_WORDS)};`;

let server: Server;
let port: number;
let frontendDir: string;

beforeAll(async () => {
  frontendDir = await mkdtemp(path.join(tmpdir(), 'listboard-host-unit-'));
  await writeFile(path.join(frontendDir, 'index.html'), '<!doctype html><title>Listboard</title>');
  await writeFile(path.join(frontendDir, 'app.js'), SCRIPT);
  await writeFile(path.join(frontendDir, 'picture.png'), Buffer.alloc(4096, 7));
  server = createLocalHost({ frontendDir, config: { navigationFallback: { rewrite: '/index.html' } }, groups: [measuring] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(frontendDir, { recursive: true, force: true });
});

/** Sends raw bytes on a new connection and gives back everything the host wrote until it closed the connection. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`The host kept the connection open; it sent:\n${received}`)));
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

function send(agent: Agent, method: string, urlPath: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length } : {};
    const call = httpRequest({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, reusedSocket: call.reusedSocket }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

async function expectStillServing(): Promise<void> {
  const agent = new Agent();
  expect((await send(agent, 'POST', '/api/measure', Buffer.from('four'))).body).toBe('{"bytes":4}');
  expect((await send(agent, 'GET', '/some/page')).status).toBe(200);
}

describe('the local host under malformed requests', () => {
  it.each([
    ['a request line URL cannot parse', 'GET http://[::1 HTTP/1.1'],
    ['an API request line URL cannot parse', 'POST http://[::1/api/measure HTTP/1.1'],
    ['a file path with broken percent-encoding', 'GET /%E0%A4%A HTTP/1.1'],
  ])('answers %s with 400 bad_request and keeps serving', async (_case, requestLine) => {
    const answer = await rawExchange(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
    await expectStillServing();
  });

  it('answers malformed HTTP with 400 bad_request, closes that connection and keeps serving', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
    await expectStillServing();
  });
});

// Tens of megabytes through loopback take seconds on a busy machine.
describe('the local host and bodies over 10 MB', { timeout: 30_000 }, () => {
  it('answers the whole 413 and serves the next request on the same connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const tooLarge = await send(agent, 'POST', '/api/measure', Buffer.alloc(11 * 1024 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 'payload_too_large' });
    const next = await send(agent, 'POST', '/api/measure', Buffer.from('next'));
    expect(next).toEqual({ status: 200, body: '{"bytes":4}', reusedSocket: true });
    agent.destroy();
  });

  it('stops reading a body far over the limit, answers 413 and closes that connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const far = await send(agent, 'POST', '/api/measure', Buffer.alloc(60 * 1024 * 1024));
    expect(far.status).toBe(413);
    expect(JSON.parse(far.body)).toMatchObject({ code: 'payload_too_large' });
    expect((await send(agent, 'POST', '/api/measure', Buffer.from('next'))).body).toBe('{"bytes":4}');
    agent.destroy();
  });
});

describe('the local host compresses as the Azure edge does', () => {
  const get = (urlPath: string, acceptEncoding: string) =>
    fetch(`http://127.0.0.1:${port}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends files brotli-encoded when the browser takes brotli, else gzip, and the same bytes once decoded', async () => {
    const brotli = await get('/app.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 3);
    expect(await brotli.text()).toBe(SCRIPT);
    const gzipped = await get('/app.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(SCRIPT);
  });

  it('gzips API answers, and leaves alone what a client refuses, small answers and pictures', async () => {
    const words = await get('/api/measure/words', 'br, gzip');
    expect(words.headers.get('content-encoding')).toBe('gzip');
    expect(await words.json()).toEqual({ words: MANY_WORDS });
    expect((await get('/api/measure/words', 'identity')).headers.get('content-encoding')).toBeNull();
    expect((await get('/app.js', 'gzip;q=0')).headers.get('content-encoding')).toBeNull();
    expect((await get('/index.html', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/picture.png', 'gzip, br')).headers.get('content-encoding')).toBeNull();
  });
});
