import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { errorBody, errorResponse, type Route } from './endpoint';
import { compileTemplate } from './routeTemplate';

/** An API group: the routes of one Azure Function, dispatched by path and method. */
export interface ApiGroup {
  /** The function's name, and the first segment of its paths under /api/ unless `prefix` says otherwise. */
  name: string;
  /** The first segment of the group's paths when it cannot be a function's name (`openapi.json` holds a dot). */
  prefix?: string;
  routes: Route[];
}

/** The first segment of a group's paths under /api/: what the Azure route and the local host dispatch on. */
export function groupPrefix(group: ApiGroup): string {
  return group.prefix ?? group.name;
}

/**
 * The API's answers are a person's own data at a moment: no browser or proxy keeps them. Browsers keep
 * some error statuses by default (a 410 or 404 without Cache-Control), which would hide a board restored
 * from the trash bin behind the 410 of its trashed state. A file's answer states its own policy.
 */
function notStored(answer: HttpResponseInit): HttpResponseInit {
  const headers = new Headers(answer.headers as ConstructorParameters<typeof Headers>[0]);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return { ...answer, headers: Object.fromEntries(headers) };
}

/** The handler of a group's function: finds the route for `/api/<path>` and runs it. */
export function groupHandler(group: ApiGroup): (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit> {
  const dispatch = dispatcher(group);
  return async (request, context) => notStored(await dispatch(request, context));
}

function dispatcher(group: ApiGroup): (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit> {
  const compiled = group.routes.map((route) => ({ route, template: compileTemplate(route.path) }));
  return async (request, context) => {
    try {
      const path = new URL(request.url).pathname.replace(/^\/api\/?/i, '');
      let pathMatched = false;
      for (const { route, template } of compiled) {
        const params = template.match(path);
        if (!params) continue;
        pathMatched = true;
        if (route.method === request.method.toUpperCase()) return await route.handle(request, params, context);
      }
      return pathMatched
        ? { status: 405, jsonBody: errorBody('method_not_allowed', `${request.method} is not allowed on /api/${path}.`) }
        : { status: 404, jsonBody: errorBody('not_found', `There is no API at /api/${path}.`) };
    } catch (error) {
      return errorResponse(error, context);
    }
  };
}
