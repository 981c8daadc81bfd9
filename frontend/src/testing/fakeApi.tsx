import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from './serverState';
import { MemoryRouter } from 'react-router-dom';
import { AlertsProvider } from '../ui/alerts';

// A page's tests against a fake server: the calls the page makes, answered by the test and recorded, and the
// providers every page sits in.

/** A call the page made to `/api/<path>`, its JSON body parsed. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a fake route answers: a JSON body, with a status other than 200 when given. */
export type ApiAnswer = { status?: number; body: unknown };
/** Fake routes by method and path: 'GET license', 'POST admin/boards/b1/permission'; a promise answers when the test settles it. */
export type ApiRoutes = Record<string, (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>>;

/** A host site's page parameter, which every call of the page carries (spec 3 section 7). */
export const HOST_QUERY = 'SPHostUrl=https%3A%2F%2Fcontoso.test%2Fsites%2Fdemo';

/**
 * Stands in for the server: the window shows `pagePath` with the host site (the API client reads it from there),
 * and each call is answered by its route, or 404 without one. Returns the calls as they are made.
 */
export function fakeApi(pagePath: string, routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  window.history.replaceState(null, '', `${pagePath}?${HOST_QUERY}`);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = (await routes[`${call.method} ${call.path}`]?.(call)) ?? {
      status: 404,
      body: { code: 'not_found', message: `No fake for ${call.method} ${call.path}` },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** The bodies of the calls made to `path` with `method`, in order. */
export const bodiesOf = (calls: readonly ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

/** A page at `pagePath` in its providers: the light theme, queries without retries (a refusal shows at once), alerts, a router. */
export function renderPage(pagePath: string, page: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlertsProvider>
          <MemoryRouter initialEntries={[`${pagePath}?${HOST_QUERY}`]}>{page}</MemoryRouter>
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
}
