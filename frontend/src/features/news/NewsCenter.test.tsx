import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { HOST_QUERY } from '../../testing/fakeApi';
import { ServerStateProvider } from '../../testing/serverState';
import { MemoryRouter } from 'react-router-dom';
import type { NewsItem } from '@listboard/shared';
import { NewsCenter } from './NewsCenter';
import { readWhatsNewSeen, rememberWhatsNewSeen } from './whatsNewCookie';

const item = (day: number, isNew: boolean, url = ''): NewsItem => ({
  title: `Release of November ${day}`,
  shortDescription: `What came on the ${day}th.`,
  url,
  isNew,
  UtcCreationDate: `2026-11-${day}T10:00:00Z`,
});
const NEWS = [item(25, true, '/trashbin'), item(24, true), item(23, false), item(22, false), item(21, false), item(20, false)];

let posts: string[];

function renderCenter(news: NewsItem[] = NEWS) {
  posts = [];
  // A page always has its host site by the time it calls the API (the start-up asks for one first).
  window.history.replaceState(null, '', `/?${HOST_QUERY}`);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    if (url.pathname !== '/api/news') return new Response('{}', { status: 404 });
    if (init.method === 'POST') {
      posts.push(String(init.body));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify(news), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NewsCenter />
        </MemoryRouter>
      </ServerStateProvider>
    </FluentProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'listboard-whats-new=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the news bell', () => {
  it('names the unread count, lists 4 news and then all, and marks them read when closed', async () => {
    rememberWhatsNewSeen('2026-11-25T10:00:00Z');
    renderCenter();
    fireEvent.click(await screen.findByRole('button', { name: 'News, 2 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'News' });
    expect(within(popover).getAllByRole('listitem')).toHaveLength(4);
    expect(within(popover).getAllByText('New')).toHaveLength(2);
    expect(within(popover).getByRole('link', { name: 'Read more: Release of November 25' }).getAttribute('href')).toBe('/trashbin');
    fireEvent.click(within(popover).getByRole('button', { name: 'Show all (6)' }));
    expect(within(popover).getAllByRole('listitem')).toHaveLength(6);

    fireEvent.keyDown(popover, { key: 'Escape' });
    await waitFor(() => expect(posts).toEqual(['{}']));
    expect(await screen.findByRole('button', { name: 'News' })).toBeTruthy();
  });

  it("shows the placeholder of a failed read in the page's words", async () => {
    renderCenter([{ title: 'There are no news', shortDescription: '', url: '', isNew: false, UtcCreationDate: '2026-11-25T10:00:00Z' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'News' }));
    expect(within(await screen.findByRole('dialog', { name: 'News' })).getByText('There are no news')).toBeTruthy();
    expect(readWhatsNewSeen()).toBeNull();
  });
});

describe("the what's-new slider", () => {
  it('only notes the news on a first visit', async () => {
    renderCenter();
    await screen.findByRole('button', { name: 'News, 2 unread' });
    await waitFor(() => expect(readWhatsNewSeen()).toBe('2026-11-25T10:00:00Z'));
    expect(screen.queryByRole('dialog', { name: 'What’s new in Listboard' })).toBeNull();
  });

  it('opens by itself for news newer than the cookie, walks 5 slides and is remembered when closed', async () => {
    rememberWhatsNewSeen('2026-11-23T10:00:00Z');
    renderCenter();
    const dialog = await screen.findByRole('dialog', { name: 'What’s new in Listboard' });
    // Fluent's focus manager may still hide the dialog from the accessibility tree for a moment while it opens.
    expect(await within(dialog).findByRole('group', { name: 'News 1 of 5' })).toBeTruthy();
    for (let slide = 2; slide <= 5; slide++) {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByRole('group', { name: `News ${slide} of 5` }).textContent).toContain(`November ${26 - slide}`);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'What’s new in Listboard' })).toBeNull());
    expect(readWhatsNewSeen()).toBe('2026-11-25T10:00:00Z');
  });
});
