import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setToken, TOKEN_STORAGE_KEY } from '../api/token';
import { App } from './App';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', login: 'ada' };

interface Call {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for the API: answers by method and path, records every call. */
function mockApi(defaultSiteUrl: string | null) {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    'GET /api/auth/config': { mode: 'local', defaultSiteUrl },
    'GET /api/auth/local/users': [ada],
    'POST /api/auth/local/token': { token: 'token-ada', user: ada },
    'GET /api/auth/me': ada,
    'GET /api/boards': [
      {
        id: 'b1',
        name: 'Sprint board',
        description: 'The team sprint',
        siteUrl: 'https://host/sites/demo',
        owners: [{ login: 'grace', name: 'Grace Hopper' }],
        cardCount: 12,
      },
    ],
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const key = `${method} ${url.pathname}`;
    if (!(key in answers)) return new Response(JSON.stringify({ code: 'not_found', message: key }), { status: 404 });
    return new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

beforeEach(() => setToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App start-up', () => {
  it('signs in with a demo user, keeps the host query on redirects and lists the boards', async () => {
    const calls = mockApi(null);
    window.history.replaceState(null, '', '/nowhere?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo&SenderId=42');
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Sign in to Listboard' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    const tile = await screen.findByRole('link', { name: 'Sprint board' });
    expect(tile.getAttribute('href')).toBe('/kanban/b1?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo&SenderId=42');
    expect(screen.getByText('Owner: Grace Hopper')).toBeTruthy();
    expect(screen.getByText('12 cards')).toBeTruthy();
    expect(window.location.pathname).toBe('/kanban');
    expect(new URLSearchParams(window.location.search).get('SenderId')).toBe('42');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-ada');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    const signIn = calls.find((call) => call.url.pathname === '/api/auth/local/token');
    expect(signIn?.body).toEqual({ login: 'ada' });
    const boards = calls.find((call) => call.url.pathname === '/api/boards');
    expect(boards?.headers.Authorization).toBe('Bearer token-ada');
    expect(boards?.url.searchParams.get('SPHostUrl')).toBe('https://host/sites/demo');
  });

  it('sends a page without a host site to the default site', async () => {
    mockApi('http://127.0.0.1:4280/sites/demo');
    window.history.replaceState(null, '', '/kanban');
    render(<App />);
    await screen.findByRole('heading', { name: 'Sign in to Listboard' });
    expect(new URLSearchParams(window.location.search).get('SPHostUrl')).toBe('http://127.0.0.1:4280/sites/demo');
  });

  it('goes back to the sign-in page when the stored token is refused', async () => {
    setToken('expired');
    vi.stubGlobal('fetch', async (input: string) => {
      const path = new URL(input, window.location.origin).pathname;
      if (path === '/api/auth/config') return new Response(JSON.stringify({ mode: 'local', defaultSiteUrl: null }), { status: 200 });
      if (path === '/api/auth/local/users') return new Response(JSON.stringify([ada]), { status: 200 });
      return new Response(JSON.stringify({ code: 'unauthorized', message: 'Token expired' }), { status: 401 });
    });
    window.history.replaceState(null, '', '/kanban?SPHostUrl=https%3A%2F%2Fhost');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in to Listboard' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
