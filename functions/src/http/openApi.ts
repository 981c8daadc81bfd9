import { SP_HOST_PARAM } from '@listboard/shared';
import type { Route } from './endpoint';
import type { ApiGroup } from './groupHandler';
import { errorComponents, errorResponsesOf } from './openApiErrors';
import { jsonSchema } from './openApiSchemas';

/**
 * The published contract (GET /api/openapi.json): an OpenAPI 3.1 document built from the route
 * tables (paths, methods, callers, summaries) and the zod schemas of shared/src/api they name
 * (parameters, bodies, answers, error codes), so it cannot drift from what the server checks.
 */

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  components: Json;
}

const DESCRIPTION = [
  'Every call names the host site in the `SPHostUrl` query parameter (except the public routes) and, unless it is',
  'public or a sign-in route, carries `Authorization: Bearer <token>`. JSON bodies must be sent as `application/json`.',
  'Every failure answers `{ code, message }` (a refused save adds `errors`), with one of the codes of its status;',
  'a path called with a method it does not have answers 405 `method_not_allowed`, an unknown path 404 `not_found`,',
  'and a storage outage 503 `storage_unavailable` with `Retry-After`.',
].join(' ');

/** The document of `groups`, the contract's own route among them. */
export function openApiDocument(groups: readonly ApiGroup[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const group of groups) {
    for (const route of group.routes) {
      for (const path of pathVariants(route.path)) {
        const item = (paths[`/api/${path}`] ??= {});
        item[route.method.toLowerCase()] = operation(group, route, path);
      }
    }
  }
  return {
    openapi: '3.1.0',
    // The contract's own version: raise it when a change breaks clients.
    info: { title: 'Listboard API', version: '0.1.0', description: DESCRIPTION },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        [SP_HOST_PARAM]: {
          name: SP_HOST_PARAM,
          in: 'query',
          required: true,
          description: "The host site's address; the server resolves the site and the tenant from it.",
          schema: { type: 'string', format: 'uri' },
        },
      },
      ...errorComponents(),
    },
  };
}

/**
 * A route template as OpenAPI paths. OpenAPI has no optional path parameter, so a template with an
 * optional last one (`item/comments/{type?}`) is two paths, without and with it.
 */
function pathVariants(template: string): string[] {
  if (template.includes('{*')) throw new Error(`${template}: a catch-all parameter has no OpenAPI form`);
  const optional = /\/\{(\w+)\?\}$/.exec(template);
  if (!optional) return [template];
  const base = template.slice(0, optional.index);
  return [base, `${base}/{${optional[1]}}`];
}

function operation(group: ApiGroup, route: Route, path: string): Json {
  const requestBody = requestBodyOf(route);
  return {
    operationId: operationId(route.method, path),
    summary: route.summary,
    tags: [group.name],
    // Who may call, for tools that walk the document (the generated-input test among them).
    'x-listboard-caller': route.caller,
    ...(route.caller === 'user' ? { security: [{ bearer: [] }] } : {}),
    parameters: parametersOf(route, path),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': successOf(route), ...errorResponsesOf(route) },
  };
}

/** `GET item/comments/{type}` is getItemCommentsByType. */
function operationId(method: string, path: string): string {
  const words = path.split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    return param
      ? `By${capitalised(param[1])}`
      : segment
          .split(/[^A-Za-z0-9]+/)
          .map(capitalised)
          .join('');
  });
  return `${method.toLowerCase()}${words.join('')}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The route's query schema covers the query string and the path parameters together (the path
 * wins): a property named in this path is a path parameter, any other a query parameter.
 */
function parametersOf(route: Route, path: string): Json[] {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const query = route.query ? objectSchemaOf(route.query, route) : { properties: {}, required: [] };
  const parameters: Json[] = route.caller === 'public' ? [] : [{ $ref: `#/components/parameters/${SP_HOST_PARAM}` }];
  for (const name of inPath) parameters.push({ name, in: 'path', required: true, schema: query.properties[name] ?? { type: 'string' } });
  for (const [name, schema] of Object.entries(query.properties)) {
    if (!inPath.includes(name)) parameters.push({ name, in: 'query', required: query.required.includes(name), schema });
  }
  if (route.ifMatch)
    parameters.push({ name: 'If-Match', in: 'header', required: false, description: route.ifMatch, schema: { type: 'string' } });
  return parameters;
}

function objectSchemaOf(schema: NonNullable<Route['query']>, route: Route): { properties: Record<string, Json>; required: string[] } {
  const converted = jsonSchema(schema, 'input');
  if (converted.type !== 'object') throw new Error(`${route.method} ${route.path}: the query schema must be an object`);
  return { properties: (converted.properties ?? {}) as Record<string, Json>, required: (converted.required ?? []) as string[] };
}

function requestBodyOf(route: Route): Json | undefined {
  if (route.form) return { required: true, content: { 'multipart/form-data': { schema: jsonSchema(route.form, 'input') } } };
  const body = route.checkedBody ?? route.body;
  if (!body) return undefined;
  // A request without a body is read as {}: the body is required when {} is not a valid one.
  return { required: !body.safeParse({}).success, content: { 'application/json': { schema: jsonSchema(body, 'input') } } };
}

function successOf(route: Route): Json {
  if (route.response === 'file') {
    return {
      description: "The file's bytes, with the Content-Type detected from them",
      content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  }
  // Without a schema in the contract the answer is still JSON, of no documented shape.
  return { description: 'OK', content: { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } } };
}
