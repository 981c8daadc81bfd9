import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { MemoryRouter } from 'react-router-dom';
import { LICENSE_STATUS, type License } from '@listboard/shared';
import { AlertsProvider } from '../../../ui/alerts';

// The licence screen's tests: a licence and a page info as the server sends them, a stubbed API that records
// what the page sends, and the providers the page sits in.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` days before now, as the server writes a last access. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function aLicense(overrides: Partial<License> = {}): License {
  return {
    edition: 'Enterprise',
    status: LICENSE_STATUS.Valid,
    expirationDate: '2031-03-07T00:00:00Z',
    realExpirationDate: '2031-03-07T00:00:00Z',
    subscriptionRef: null,
    userCount: 25,
    isUnlimited: false,
    remainingSeats: 21,
    isRunning: false,
    autoAssign: false,
    users: [
      { login: 'adele@contoso.test', name: 'Adele Vance', email: 'adele@contoso.test', lastAccess: daysAgo(2) },
      { login: 'pradeep@contoso.test', name: 'Pradeep Gupta', email: 'pradeep@contoso.test', lastAccess: daysAgo(90) },
      { login: 'megan@contoso.test', name: 'Megan Bowen', email: 'megan@contoso.test', lastAccess: null },
      { login: 'lee@contoso.test', name: 'Lee Gu', email: 'lee@contoso.test', lastAccess: '1999-12-31T23:00:00Z' },
    ],
    licenseManagers: [{ login: 'adele@contoso.test', isGroup: false, name: 'Adele Vance' }],
    adminPanelManagers: [],
    unnamedManagers: 'everyone',
    defaultUserPermission: 1,
    avatarSource: 'site',
    dataLocation: 'westeurope',
    etag: 'W/"1"',
    ...overrides,
  };
}

export { aPageInfo } from '../../../testing/pageInfo';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer of the stubbed API: a JSON body with its status. */
export type StubAnswer = { status?: number; body: unknown };
export type StubRoutes = Record<string, (request: SentRequest) => StubAnswer>;

/** Answers `/api/<key>` (key 'GET license', 'POST license', ...) from `routes`, 404 otherwise; returns what was sent. */
export function stubApi(routes: StubRoutes): SentRequest[] {
  const sent: SentRequest[] = [];
  // The API client takes the host site from the window's address, as every page's calls carry it.
  window.history.replaceState(null, '', `/licenses?${HOST_QUERY}`);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = route ? route(request) : { status: 404, body: { code: 'not_found', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

const HOST_QUERY = 'SPHostUrl=https%3A%2F%2Fcontoso.test%2Fsites%2Fdemo';

/** The page's providers: theme, queries (no retries, so a refusal shows at once), alerts and a router. */
export function renderInPage(ui: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlertsProvider>
          <MemoryRouter initialEntries={[`/licenses?${HOST_QUERY}`]}>{ui}</MemoryRouter>
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
}

/** Makes the window as narrow as a phone (or not) for useIsMobile. */
export function stubPhoneWidth(isPhone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The files the page offers for download from now on: their names and contents. */
export function captureDownloads(): Array<{ name: string; blob: Blob }> {
  const files: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        last = blob;
        return 'blob:download';
      }

      static override revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last && this.download) files.push({ name: this.download, blob: last });
  });
  return files;
}
