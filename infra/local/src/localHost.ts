import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ApiGroup } from '@listboard/functions/host-api';
import { createApiBridge } from './apiBridge';
import { type StaticWebAppConfig, headersFor, usesNavigationFallback } from './staticRules';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

export interface LocalHostOptions {
  frontendDir: string;
  config: StaticWebAppConfig;
  groups: readonly ApiGroup[];
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  const file = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, ''));
  if (!file.startsWith(root)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/** The local stand-in for Static Web Apps: the built page with its routing rules, and /api/* to the functions. */
export function createLocalHost(options: LocalHostOptions): Server {
  const root = path.resolve(options.frontendDir);
  let origin = 'http://localhost';
  const api = createApiBridge(options.groups, () => origin);

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
    const headers = { ...headersFor(options.config, servedPath), 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : await readFile(file));
  }

  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', origin).pathname;
    const work = urlPath.toLowerCase().startsWith('/api/') ? api(request, response) : serveStatic(request, response, urlPath);
    work.catch((error: unknown) => {
      console.error('Local host error', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'internal_error', message: 'The local host failed to answer.' }));
    });
  });
  server.on('listening', () => {
    const address = server.address();
    if (address && typeof address === 'object') origin = `http://localhost:${address.port}`;
  });
  return server;
}
