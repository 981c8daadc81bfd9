import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthConfig } from '@listboard/shared';
import { prefetchStartUp } from './queries';
import { queryKeys } from './queryKeys';
import { setToken } from './token';
import { startEarlyReads } from './startUpReads';
import { apiRequest } from './client';

const SITE = 'https://host/sites/demo';

/** The paths the page asked for, answered with an empty JSON object. */
function recordRequests(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      asked.push(new URL(String(input), window.location.origin).pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  window.history.replaceState(null, '', '/');
});

describe('the start-up prefetch', () => {
  it('asks for the configuration, the person, the board and its cards at once when a board opens with a kept token', async () => {
    window.history.replaceState(null, '', `/kanban/b1?SPHostUrl=${encodeURIComponent(SITE)}`);
    setToken('a-token');
    const asked = recordRequests();
    const client = new QueryClient();
    prefetchStartUp(client, window.location.pathname, null);
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.sort()).toEqual(['/api/auth/config', '/api/auth/me', '/api/board', '/api/kanban/tasks']);
  });

  it('asks only for the configuration without the host site, which the start-up adds to the address first', async () => {
    window.history.replaceState(null, '', '/kanban/b1');
    setToken('a-token');
    const asked = recordRequests();
    prefetchStartUp(new QueryClient(), window.location.pathname, null);
    await vi.waitFor(() => expect(asked).toEqual(['/api/auth/config']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/api/auth/config']);
  });

  it('asks only for the configuration without a token, and not even that when the Teams handshake read it', async () => {
    window.history.replaceState(null, '', `/kanban/b1?SPHostUrl=${encodeURIComponent(SITE)}`);
    const asked = recordRequests();
    prefetchStartUp(new QueryClient(), window.location.pathname, null);
    await vi.waitFor(() => expect(asked).toEqual(['/api/auth/config']));

    asked.length = 0;
    const client = new QueryClient();
    const config = { mode: 'local', defaultSiteUrl: null } as unknown as AuthConfig;
    prefetchStartUp(client, window.location.pathname, config);
    expect(client.getQueryData(queryKeys.authConfig)).toBe(config);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it("answers the app's start-up reads from the reads the entry module began, sending each once", async () => {
    window.history.replaceState(null, '', `/kanban/b1?SPHostUrl=${encodeURIComponent(SITE)}`);
    setToken('a-token');
    const asked = recordRequests();
    startEarlyReads(window.location.pathname, 'en-US');
    expect(asked.slice().sort()).toEqual(['/api/auth/config', '/api/auth/me', '/api/board', '/api/kanban/tasks']);
    const client = new QueryClient();
    prefetchStartUp(client, window.location.pathname, null);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.me)).toBeDefined());
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.board('b1'))).toBeDefined());
    expect(asked).toHaveLength(4);
  });

  it('sends a read afresh when its early answer is over ten seconds old or another read was asked', async () => {
    window.history.replaceState(null, '', `/kanban/b1?SPHostUrl=${encodeURIComponent(SITE)}`);
    setToken('a-token');
    const asked = recordRequests();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyReads(window.location.pathname, 'en-US');
    clock.mockReturnValue(11_001);
    await apiRequest('auth/me', { query: { language: 'en-US' } });
    expect(asked.filter((path) => path === '/api/auth/me')).toHaveLength(2);
    clock.mockReturnValue(1_500);
    await apiRequest('board', { query: { boardID: 'another' } });
    await apiRequest('board', { query: { boardID: 'b1' } });
    expect(asked.filter((path) => path === '/api/board')).toHaveLength(2);
    clock.mockRestore();
  });
});
