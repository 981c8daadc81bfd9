import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import {
  API_ERROR_STATUS,
  CLIENT_ID_HEADER,
  SP_HOST_PARAM,
  TRANSFER_POLL_MS,
  type ApiErrorBody,
  type ApiErrorCode,
  refusalCodeOf,
} from '@listboard/shared';
import { z } from 'zod';
import { DocumentTooLargeError, InvalidStorageKeyError } from '../ports/storageErrors';
import {
  ConcurrencyError,
  ForeignSiteError,
  ItemNotFoundError,
  ListAccessDeniedError,
  ListNeedsIndexError,
  UnsupportedViewError,
  ViewNotEditableError,
  ViewNotFoundError,
  ListTitleTakenError,
  ListValueError,
} from '../ports/listHost';
import { StorageUnavailableError } from '../ports/storageUnavailable';
import { DataTransferRunningError } from '../ports/dataLocations';
import { services } from '../composition/services';
import type { Services } from '../ports/services';
import { type Session, type SessionOptions, type SiteContext, openSession, openSite } from '../context/session';
import { UseCaseError, invalid } from '../usecases/errors';
import type { RouteParams } from './routeTemplate';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone; anyone naming a known site (SPHostUrl); a signed-in user of the site. */
export type CallerKind = 'public' | 'site' | 'user';

/**
 * What a route tells the published contract about itself (http/openApi.ts builds the OpenAPI
 * document from it): the route table is the one source of the paths, schemas and callers.
 */
export interface RouteContract {
  caller: CallerKind;
  /** One line for the document. */
  summary: string;
  /** The JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** The query string merged with the path parameters, validated before the handler runs. */
  query?: z.ZodType;
  /** A JSON body the handler checks itself, once it has settled the caller's rights. */
  checkedBody?: z.ZodType;
  /** A multipart/form-data body (an upload) the handler reads itself. */
  form?: z.ZodType;
  /** The 200 answer: its JSON schema, 'file' for bytes sent as they are, none for JSON of no documented shape. */
  response?: z.ZodType | 'file';
  /** What an optional If-Match header holds, for a route that writes only over the version it names. */
  ifMatch?: string;
  /** Whether the caller needs a seat in a licence in force (docs/licences.md). */
  licensed?: boolean;
}

/** One entry of a group's route table. */
export interface Route extends RouteContract {
  method: HttpMethod;
  path: string;
  handle(request: HttpRequest, params: RouteParams, context: InvocationContext): Promise<HttpResponseInit>;
}

type Schema<T> = z.ZodType<T, unknown>;

interface Input<TBody, TQuery> {
  request: HttpRequest;
  params: RouteParams;
  body: TBody;
  query: TQuery;
}

/** A route's contract as its table writes it; a response schema must describe what the handler returns. */
interface Options<TBody, TQuery, TResult> extends Omit<RouteContract, 'caller' | 'body' | 'query' | 'response'> {
  body?: Schema<TBody>;
  query?: Schema<TQuery>;
  response?: Schema<TResult> | 'file';
}

/** A handler result sent as it is (files), instead of as JSON. */
export class RawResponse {
  constructor(readonly init: HttpResponseInit) {}
}

/** An endpoint any caller may reach (sign-in configuration, the contract). */
export function publicRoute<TBody = undefined, TQuery = undefined, TResult = unknown>(
  method: HttpMethod,
  path: string,
  options: Options<TBody, TQuery, TResult>,
  handler: (input: Input<TBody, TQuery> & { services: Services }) => Promise<TResult>,
): Route {
  return defineRoute(method, path, 'public', options, async () => ({ services: services() }), handler);
}

/** An endpoint that needs a known site (SPHostUrl) but no sign-in. */
export function siteRoute<TBody = undefined, TQuery = undefined, TResult = unknown>(
  method: HttpMethod,
  path: string,
  options: Options<TBody, TQuery, TResult> & { available?: (services: Services) => void },
  handler: (input: Input<TBody, TQuery> & { site: SiteContext }) => Promise<TResult>,
): Route {
  // Whether the route serves at all is settled before the site is looked up, so that an anonymous
  // caller of a disabled route learns nothing about which sites exist.
  const { available, ...contract } = options;
  return defineRoute(
    method,
    path,
    'site',
    contract,
    async (request) => {
      available?.(services());
      return { site: await openSite(services(), request.query.get(SP_HOST_PARAM)) };
    },
    handler,
  );
}

interface UserRouteOptions extends SessionOptions {
  /**
   * 'open' for the calls a person needs whether or not they hold a seat (sign-in, the page info, the
   * licence screen, news, feedback, people search): every other call needs a seat in a licence in force.
   */
  license?: 'open';
  /** The caller's right to the route as a whole, settled before its input is read (a refused caller learns nothing but 403). */
  authorize?: (session: Session) => Promise<void>;
}

/** The rule that admits a signed-in caller to the boards (a seat in a licence in force); refuses by throwing. */
export type Admission = (session: Session) => Promise<void>;

/**
 * The route kit for signed-in users of the site, over the rule that admits them: an endpoint that is not
 * open runs `admit` before anything else. The rule is the use cases' (docs/licences.md); routes/kit.ts
 * passes it, so that the HTTP layer knows no licence.
 */
export function userRoutes(admit: Admission) {
  return function userRoute<TBody = undefined, TQuery = undefined, TResult = unknown>(
    method: HttpMethod,
    path: string,
    options: Options<TBody, TQuery, TResult> & UserRouteOptions,
    handler: (input: Input<TBody, TQuery> & { session: Session }) => Promise<TResult>,
  ): Route {
    const { unboundTenant, license, authorize, ...contract } = options;
    return defineRoute(
      method,
      path,
      'user',
      { ...contract, licensed: license !== 'open' },
      async (request) => {
        const session = await openSession(
          services(),
          {
            spHostUrl: request.query.get(SP_HOST_PARAM),
            authorization: request.headers.get('authorization'),
            clientIdHeader: request.headers.get(CLIENT_ID_HEADER),
          },
          { unboundTenant },
        );
        if (license !== 'open') await admit(session);
        await authorize?.(session);
        return { session };
      },
      handler,
    );
  };
}

/** Who may call is settled first (401/403/404 before 400), then the input is validated. */
function defineRoute<TBody, TQuery, TResult, TCaller>(
  method: HttpMethod,
  path: string,
  caller: CallerKind,
  options: Options<TBody, TQuery, TResult>,
  identify: (request: HttpRequest) => Promise<TCaller>,
  handler: (input: Input<TBody, TQuery> & TCaller) => Promise<TResult>,
): Route {
  return {
    ...options,
    method,
    path,
    caller,
    async handle(request, params, context) {
      try {
        const identified = await identify(request);
        const body = options.body ? parse(options.body, await readJson(request), 'body') : (undefined as TBody);
        const query = options.query
          ? parse(options.query, { ...Object.fromEntries(request.query.entries()), ...params }, 'query')
          : (undefined as TQuery);
        const result = await handler({ request, params, body, query, ...identified });
        if (result instanceof RawResponse) return result.init;
        return result === undefined ? { status: 204 } : { status: 200, jsonBody: result };
      } catch (error) {
        return errorResponse(error, context);
      }
    },
  };
}

/** `application/json`, with or without parameters such as charset. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** JSON is UTF-8 (RFC 8259): bytes that are not are refused, not stored as U+FFFD in their place. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function utf8OrNull(bytes: ArrayBuffer): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** A body-less request is an empty payload; a body must say it is JSON, and be JSON in UTF-8. */
async function readJson(request: HttpRequest): Promise<unknown> {
  const text = utf8OrNull(await request.arrayBuffer());
  if (text?.trim() === '') return {};
  if (!JSON_MEDIA_TYPE.test(request.headers.get('content-type')?.trim() ?? '')) {
    throw new UseCaseError('unsupported_media_type', 'The request body must be JSON (Content-Type: application/json).');
  }
  if (text === null) throw invalid('invalid_json', 'The request body is not UTF-8.');
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('invalid_json', 'The request body is not valid JSON.');
  }
}

function parse<T>(schema: Schema<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A rule of the spec the schema checks with a code of its own (refusedAs) is answered with that code and its
  // message when it is the request's only problem; with others beside it, invalid_request names them all.
  const [first, ...others] = result.error.issues;
  const code = refusalCodeOf(first);
  if (code && others.every((issue) => refusalCodeOf(issue) === code)) throw invalid(code, first.message);
  const problems = result.error.issues.map((i) => `${i.path.join('.') || where}: ${i.message}`).join('; ');
  throw invalid('invalid_request', `The request ${where} is not valid: ${problems}`);
}

export function errorBody(code: ApiErrorCode, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody {
  return errors ? { code, message, errors } : { code, message };
}

/** When a page should ask again after a storage outage: about one storage deadline (adapters/storagePipeline.ts). */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/** A refusal of the use cases, with the status the contract gives its code; a 503 says when to ask again. */
function useCaseErrorResponse(error: UseCaseError): HttpResponseInit {
  const status = API_ERROR_STATUS[error.code];
  const headers = status === 503 ? { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } : undefined;
  const body = errorBody(error.code, error.message, error.errors);
  return { status, headers, jsonBody: error.details ? { ...body, details: error.details } : body };
}

/** Maps failures to `{ code, message }`; only faults of our own are 500s, and they are logged. */
export function errorResponse(error: unknown, context: InvocationContext): HttpResponseInit {
  if (error instanceof UseCaseError) return useCaseErrorResponse(error);
  if (error instanceof ConcurrencyError) return { status: 412, jsonBody: errorBody('stale_item', error.message) };
  if (error instanceof ItemNotFoundError) return { status: 404, jsonBody: errorBody('item_not_found', error.message) };
  if (error instanceof ListValueError) return { status: 400, jsonBody: errorBody('invalid_value', error.message) };
  if (error instanceof ForeignSiteError) return { status: 403, jsonBody: errorBody('other_tenant', error.message) };
  if (error instanceof ListAccessDeniedError) return { status: 403, jsonBody: errorBody('access_denied', error.message) };
  if (error instanceof ListNeedsIndexError) return { status: 409, jsonBody: errorBody('list_needs_index', error.message) };
  if (error instanceof ViewNotFoundError) return { status: 404, jsonBody: errorBody('view_not_found', error.message) };
  if (error instanceof UnsupportedViewError) return { status: 400, jsonBody: errorBody('unsupported_view', error.message) };
  if (error instanceof ViewNotEditableError) return { status: 400, jsonBody: errorBody('view_not_editable', error.message) };
  if (error instanceof ListTitleTakenError) return { status: 409, jsonBody: errorBody('list_title_taken', error.message) };
  if (error instanceof DocumentTooLargeError) return { status: 413, jsonBody: errorBody(error.code, error.message) };
  if (error instanceof InvalidStorageKeyError) return { status: 400, jsonBody: errorBody(error.code, error.message) };
  if (error instanceof DataTransferRunningError) {
    return { status: 503, headers: { 'retry-after': String(TRANSFER_POLL_MS / 1000) }, jsonBody: errorBody(error.code, error.message) };
  }
  if (error instanceof StorageUnavailableError) {
    context.warn(`Storage unavailable: ${error.message}`);
    return {
      status: 503,
      headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
      jsonBody: errorBody('storage_unavailable', 'The service is temporarily unavailable. Please try again in a moment.'),
    };
  }
  context.error('Unhandled error', error);
  return { status: 500, jsonBody: errorBody('internal_error', 'Something went wrong on our side. Please try again.') };
}
