import { API_ERROR_CODES, SP_HOST_PARAM } from '@listboard/shared';
import { describe, expect, it } from 'vitest';
import { apiGroups } from '../routes/index';
import { openApiDocument } from './openApi';

type Json = Record<string, unknown>;

const document = openApiDocument(apiGroups);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** The object a `$ref` inside the document points at, or undefined. */
function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

/** A parameter as written or through its $ref. */
function parametersOf(operation: Json): Json[] {
  return ((operation.parameters ?? []) as Json[]).map((p) => (typeof p.$ref === 'string' ? resolve(p.$ref) : p) as Json);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in shape', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    for (const { path, method, operation } of operations) {
      expect(path, path).toMatch(/^\/api\//);
      expect(['get', 'post', 'put', 'delete']).toContain(method);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(operation.responses as Json), `${method} ${path}`).toContain('200');
    }
  });

  it('has an operation for every route of the route tables, at each of its paths', () => {
    const documented = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const missing = apiGroups
      .flatMap((group) => group.routes)
      .flatMap((route) => {
        const path = `/api/${route.path}`;
        const variants = path.endsWith('?}') ? [path.replace(/\/\{(\w+)\?\}$/, ''), path.replace(/\?\}$/, '}')] : [path];
        return variants.map((variant) => `${route.method} ${variant}`);
      })
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('declares every path parameter, required, and no other', () => {
    for (const { path, method, operation } of operations) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = parametersOf(operation).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inTemplate);
      expect(
        declared.every((p) => p.required === true),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('gives every operation its own id', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every $ref', () => {
    expect(refsIn(document).filter((ref) => resolve(ref) === undefined)).toEqual([]);
  });

  it('names the host site on every call but the public ones, and a bearer token on every user call', () => {
    for (const { path, method, operation } of operations) {
      const caller = operation['x-listboard-caller'];
      const names = parametersOf(operation).map((p) => p.name);
      expect(names.includes(SP_HOST_PARAM), `${method} ${path}`).toBe(caller !== 'public');
      expect(operation.security, `${method} ${path}`).toEqual(caller === 'user' ? [{ bearer: [] }] : undefined);
    }
  });

  it('documents the error body with every code, and 503 with Retry-After', () => {
    const components = document.components as { schemas: Record<string, Json>; responses: Record<string, Json> };
    expect((components.schemas.ApiError.properties as Record<string, Json>).code.enum).toEqual(API_ERROR_CODES);
    expect(components.responses.Error503.headers).toHaveProperty('Retry-After');
    const board = document.paths['/api/board'].get;
    expect(Object.keys(board.responses as Json).sort()).toEqual(['200', '400', '401', '403', '404', '410', '503']);
  });

  it('documents the news and feedback calls of spec 3 section 7 with the fields of its entities', () => {
    const news = document.paths['/api/news'] as Record<string, Json>;
    expect(Object.keys(news).sort()).toEqual(['get', 'post']);
    const item = (news.get.responses as Record<string, { content: Record<string, { schema: Json }> }>)['200'].content['application/json']
      .schema.items as Json;
    expect(Object.keys(item.properties as Json).sort()).toEqual(['UtcCreationDate', 'isNew', 'shortDescription', 'title', 'url']);
    const send = (document.paths['/api/feedback/send'].post.requestBody as { content: Record<string, { schema: Json }> }).content[
      'application/json'
    ].schema;
    expect(send.required).toEqual(['subject', 'body', 'clientEmail']);
    expect((send.properties as Record<string, Json>).clientEmail.format).toBe('email');
  });

  it('describes uploads as multipart forms, files as bytes and bodies as JSON', () => {
    const upload = document.paths['/api/item/attachments'].post.requestBody as { content: Json };
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    const file = document.paths['/api/item/attachments/content'].get.responses as Record<string, { content: Json }>;
    expect(Object.keys(file['200'].content)).toEqual(['*/*']);
    const save = document.paths['/api/item/values'].post.requestBody as { required: boolean; content: Json };
    expect(save.required).toBe(true);
    expect(Object.keys(save.content)).toEqual(['application/json']);
  });
});
