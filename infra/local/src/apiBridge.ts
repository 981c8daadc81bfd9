import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import azf, { type HttpResponseInit } from '@azure/functions';
import { type ApiGroup, groupHandler, groupPrefix } from '@listboard/functions/host-api';
import { compress, encodingFor } from './compression';
import { sendJson } from './jsonAnswers';
import { readBody } from './requestBody';

type GroupHandler = ReturnType<typeof groupHandler>;

async function bodyBytes(result: HttpResponseInit): Promise<Buffer | null> {
  const body = result.body;
  if (result.jsonBody !== undefined) return Buffer.from(JSON.stringify(result.jsonBody));
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || body instanceof Uint8Array) return Buffer.from(body);
  return Buffer.from(await new Response(body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
}

async function writeResult(request: IncomingMessage, response: ServerResponse, result: HttpResponseInit): Promise<void> {
  const headers: Record<string, string> = {};
  new Headers(result.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, key) => {
    headers[key] = value;
  });
  if (result.jsonBody !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  const body = await bodyBytes(result);
  const encoding = body && !headers['content-encoding'] ? encodingFor(request, headers['content-type'], body.length, false) : null;
  const sent = body && encoding ? await compress(body, encoding) : body;
  if (encoding) Object.assign(headers, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
  if (sent) headers['content-length'] = String(sent.length);
  response.writeHead(result.status ?? 200, headers);
  response.end(sent ?? undefined);
}

/**
 * Serves /api/* from the same group handlers the Azure registration uses, turning node:http
 * requests into @azure/functions HttpRequest objects (Core Tools cannot run here).
 */
export function createApiBridge(groups: readonly ApiGroup[]) {
  const handlers = new Map<string, GroupHandler>(groups.map((g) => [groupPrefix(g).toLowerCase(), groupHandler(g)]));
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const group = url.pathname.split('/')[2]?.toLowerCase() ?? '';
    const handler = handlers.get(group);
    if (!handler) {
      sendJson(response, 404, { code: 'not_found', message: `There is no API at ${url.pathname}.` });
      return;
    }
    const bytes = await readBody(request);
    if (!bytes) {
      const closing: Record<string, string> = request.complete ? {} : { Connection: 'close' };
      sendJson(response, 413, { code: 'payload_too_large', message: 'The request body is larger than 10 MB.' }, closing);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
    }
    const httpRequest = new azf.HttpRequest({
      method: request.method ?? 'GET',
      url: url.toString(),
      headers,
      query: Object.fromEntries(url.searchParams.entries()),
      params: { rest: url.pathname.split('/').slice(3).join('/') },
      body: bytes.length > 0 ? { bytes } : undefined,
    });
    const context = new azf.InvocationContext({
      functionName: group,
      invocationId: randomUUID(),
      logHandler: (level, ...args) => {
        if (level === 'error' || level === 'warning') console.error(`[${group}]`, ...args);
      },
    });
    await writeResult(request, response, await handler(httpRequest, context));
  };
}
