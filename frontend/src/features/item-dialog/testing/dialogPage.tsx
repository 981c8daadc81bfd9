/** Test support for the item dialog: a stand-in API, the dialog under its route, and where the page went. */
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { HOST_QUERY } from '../../../testing/fakeApi';
import { ServerStateProvider } from '../../../testing/serverState';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import type { Item, TasksResponse } from '@listboard/shared';
import { AlertsProvider } from '../../../ui/alerts';
import { ItemDialog } from '../ItemDialog';
import { testBoard } from './demoFields';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | ((body: unknown) => { status: number; body: unknown });

export const SITE = 'https://host/sites/demo';

export function card(overrides: Partial<Item> = {}): Item {
  return {
    id: 12,
    name: 'Fix login',
    uniqueID: 'list1#12',
    info: { siteURL: SITE, listID: 'list1', itemID: 12, timestamp: 1, etag: 'e1' },
    parent: null,
    allowEdit: true,
    isEnable: true,
    isCompleted: false,
    isFile: false,
    isReadOnly: false,
    editPermissionDisabled: false,
    dueDate: null,
    dueDateStr: '',
    columnValue: 'In Progress',
    rowValue: 'High',
    rowName: 'High',
    order: 1000,
    created: '',
    modified: '',
    authorID: 1,
    editorID: 1,
    usersIds: [],
    users: [],
    author: null,
    editor: null,
    labels: [],
    watchers: [],
    header: [],
    card: {},
    color: {},
    subInfo: { count: 0, completed: 0 },
    commentsCount: 0,
    fieldsHeight: 6,
    ...overrides,
  };
}

/** GET /api/item/values of item 12, Fix login in progress, at version e1, with `more` values. */
export function storedValues(more: { name: string; value: string }[]) {
  return {
    itemID: 12,
    etag: 'e1',
    timestamp: 1,
    values: [{ name: 'Title', value: 'Fix login' }, { name: 'Status', value: 'In Progress' }, ...more],
  };
}

const TASKS: TasksResponse = { rows: [], users: [{ id: 3, name: 'Ada Lovelace', email: '', login: 'ada' }] };

/**
 * A stand-in for the API by method and path (a key ending in * matches a path prefix); records the
 * calls. An answer can be a function of the request body giving a status and a body.
 */
export function mockApi(overrides: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const answers: Record<string, Answer> = {
    'GET /api/board': testBoard(),
    'POST /api/kanban/tasks': TASKS,
    'GET /api/auth/me': { id: 3, name: 'Ada Lovelace', email: '', login: 'ada' },
    'POST /api/kanban/b1/task': card(),
    'GET /api/item/values': storedValues([
      { name: 'AssignedTo', value: '3' },
      { name: 'Estimate', value: '5' },
    ]),
    'GET /api/item/attachments': [],
    'GET /api/item/watchers': [],
    'POST /api/item/values': { itemID: 12 },
    ...overrides,
  };
  // A page always has its host site by the time it calls the API (the start-up asks for one first).
  window.history.replaceState(null, '', `/?${HOST_QUERY}`);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const key = `${method} ${url.pathname}`;
    const prefix = Object.keys(answers).find((candidate) => candidate.endsWith('*') && key.startsWith(candidate.slice(0, -1)));
    const answer = answers[key] ?? (prefix ? answers[prefix] : undefined);
    if (answer === undefined) return new Response(JSON.stringify({ code: 'not_found', message: url.pathname }), { status: 404 });
    const { status, body: json } =
      typeof answer === 'function' ? (answer as (b: unknown) => { status: number; body: unknown })(body) : { status: 200, body: answer };
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AlertsProvider>
            <Routes>
              <Route path="kanban/:boardId" element={<Outlet />}>
                <Route path=":listID/:itemID" element={<ItemDialog />} />
              </Route>
            </Routes>
            <Where />
          </AlertsProvider>
        </MemoryRouter>
      </ServerStateProvider>
    </FluentProvider>,
  );
}

/**
 * A confirmation over the dialog. Tabster (Fluent's focus manager) recomputes which modal is active
 * on a timer; without layout in jsdom it can leave the nested alert dialog marked aria-hidden, which
 * does not happen in a browser (checked in Chromium). So hidden elements are searched too.
 */
export const findQuestion = (name: string) => screen.findByRole('alertdialog', { name, hidden: true });
export const where = () => screen.getByTestId('where').textContent;
export const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/item/values');

/** The API client's warning about a missing host site is expected here. */
export function setUpDialogTest(): void {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}
