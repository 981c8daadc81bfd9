import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ApiGroup } from '@listboard/functions/host-api';
import { createApiBridge } from './apiBridge';
import { CompressedFiles, encodingFor } from './compression';
import { BadRequest, malformedHttpAnswer, sendFailure } from './jsonAnswers';
import { type StaticWebAppConfig, headersFor, usesNavigationFallback } from './staticRules';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface LocalHostOptions {
  frontendDir: string;
  config: StaticWebAppConfig;
  groups: readonly ApiGroup[];
}

function requestUrl(request: IncomingMessage, origin: string): URL {
  try {
    return new URL(request.url ?? '/', origin);
  } catch {
    throw new BadRequest('The request target is not a valid URL.');
  }
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    throw new BadRequest('The path is not valid percent-encoding.');
  }
}

interface StaticFile {
  path: string;
  size: number;
  /** Changes when the file does. */ stamp: string;
}

async function fileIn(root: string, urlPath: string): Promise<StaticFile | null> {
  const file = path.join(root, path.normalize(decodedPath(urlPath)).replace(/^([/\\])+/, ''));
  if (!file.startsWith(root)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { path: file, size: info.size, stamp: `${info.size}:${info.mtimeMs}` } : null;
}

/** The local stand-in for Static Web Apps: the built page with its routing rules, and /api/* to the functions. */
export function createLocalHost(options: LocalHostOptions): Server {
  const root = path.resolve(options.frontendDir);
  let origin = 'http://localhost';
  const api = createApiBridge(options.groups);
  const compressed = new CompressedFiles();

  async function serveStatic(request: IncomingMessage, response: ServerResponse, urlPath: string): Promise<void> {
    let file = await fileIn(root, urlPath);
    let servedPath = urlPath;
    if (!file && usesNavigationFallback(options.config, urlPath)) {
      servedPath = options.config.navigationFallback?.rewrite ?? '/index.html';
      file = await fileIn(root, servedPath);
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const contentType = CONTENT_TYPES[path.extname(file.path)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...headersFor(options.config, servedPath),
      'Content-Type': contentType,
      Vary: 'Accept-Encoding',
    };
    const encoding = encodingFor(request, contentType, file.size, true);
    const source = file.path;
    const body = encoding ? await compressed.get(source, file.stamp, encoding, () => readFile(source)) : await readFile(source);
    if (encoding) headers['Content-Encoding'] = encoding;
    response.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request, origin);
    if (url.pathname.toLowerCase().startsWith('/api/')) await api(request, response, url);
    else await serveStatic(request, response, url.pathname);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => sendFailure(response, error));
  });
  // Node's own answer to unparsable HTTP is a bare 400; this one has the API's error shape.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else socket.end(malformedHttpAnswer());
  });
  server.on('listening', () => {
    const address = server.address();
    if (address && typeof address === 'object') origin = `http://localhost:${address.port}`;
  });
  return server;
}
