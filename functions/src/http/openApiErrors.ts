import { type ApiErrorStatus, apiErrorBodySchema, apiErrorCodesOf } from '@listboard/shared';
import { z } from 'zod';
import type { Route } from './endpoint';
import { jsonSchema } from './openApiSchemas';

/** The error answers of the contract: one component per status, whose body names that status's codes. */

const STATUS_TEXT: Record<Exclude<ApiErrorStatus, 500>, string> = {
  400: 'The request is not valid (invalid_request and invalid_json among others)',
  401: 'No valid sign-in',
  403: 'Signed in, but not allowed',
  404: 'What the request names does not exist',
  405: 'The path exists, not for this method',
  409: 'The request conflicts with the data as it is',
  410: 'Gone for now (a board in the trash bin)',
  412: 'Changed by someone else since the client read it',
  413: 'Too large to take or to store',
  415: 'A body of a type the route does not take',
  503: 'Unavailable for now: ask again after Retry-After',
};
type DocumentedStatus = keyof typeof STATUS_TEXT;

const RETRY_AFTER = { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 1 } };

/** `components.schemas` and `components.responses` of the document. */
export function errorComponents() {
  const statuses = Object.keys(STATUS_TEXT).map(Number) as DocumentedStatus[];
  const schemas: Record<string, unknown> = { ApiError: jsonSchema(apiErrorBodySchema, 'output') };
  const responses: Record<string, unknown> = {};
  for (const status of statuses) {
    schemas[`ApiError${status}`] = jsonSchema(apiErrorBodySchema.extend({ code: z.enum(apiErrorCodesOf(status)) }), 'output');
    responses[`Error${status}`] = {
      description: STATUS_TEXT[status],
      ...(status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/ApiError${status}` } } },
    };
  }
  return { schemas, responses };
}

/**
 * The failures a route can answer, by who may call it and how: input errors where there is input
 * (the site parameter counts), sign-in for user routes, rights and missing things once a site is
 * named, conflicts and stale versions for a user's writes, size and type for bodies, and storage
 * outages wherever a site is read. (405 belongs to a path's other methods, so no operation has it.)
 */
export function errorResponsesOf(route: Route): Record<string, { $ref: string }> {
  const hasBody = Boolean(route.body ?? route.checkedBody ?? route.form);
  const readsSite = route.caller !== 'public';
  const statuses: DocumentedStatus[] = [];
  if (hasBody || route.query || readsSite) statuses.push(400);
  if (route.caller === 'user') statuses.push(401);
  // A site route refuses too: the local sign-in of someone who is not a member of the site.
  if (readsSite) statuses.push(403, 404);
  if (route.caller === 'user' && route.method !== 'GET') statuses.push(409, 412);
  // A board in the trash bin is gone for the routes that open it.
  if (route.caller === 'user') statuses.push(410);
  if (hasBody) statuses.push(413, 415);
  if (readsSite) statuses.push(503);
  return Object.fromEntries(
    statuses.sort((a, b) => a - b).map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]),
  );
}
