import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import type { AvatarSource } from '@listboard/shared';
import { aPageInfo } from '../../testing/pageInfo';
import { ServerStateProvider } from '../../testing/serverState';
import { PersonAvatar } from '../../ui/avatars/PersonAvatar';
import { queryKeys } from '../queryKeys';

/** The API as the avatar sees it: the page info, and a picture for Megan only. */
function stubApi() {
  const calls: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      calls.push({ url: `${url.pathname}${url.search}`, authorization: new Headers(init?.headers).get('authorization') });
      if (url.searchParams.get('login') === 'megan@contoso.test')
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
      return new Response(null, { status: 204 });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:megan'), revokeObjectURL: vi.fn() }));
  return calls;
}

function renderAvatars(source: AvatarSource, people: { name: string; login?: string; isGroup?: boolean }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.pageInfo, aPageInfo({ avatarSource: source }));
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={client}>
        {people.map((person) => (
          <PersonAvatar key={person.name} {...person} aria-label={person.name} />
        ))}
      </ServerStateProvider>
    </FluentProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a person's picture, as the avatars show it", () => {
  it("shows the person's picture from the avatar source, fetched once through the API, and initials for one without", async () => {
    const calls = stubApi();
    renderAvatars('office365', [
      { name: 'Megan Bowen', login: 'megan@contoso.test' },
      { name: 'Pradeep Gupta', login: 'pradeep@contoso.test' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Megan Bowen' }).querySelector('img')?.getAttribute('src')).toBe('blob:megan'),
    );
    expect(screen.getByRole('img', { name: 'Pradeep Gupta' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Pradeep Gupta' }).textContent).toBe('PG');
    expect(calls.map((call) => call.url.replace(/SPHostUrl=[^&]*&?/, ''))).toEqual([
      '/api/site/userPhoto?login=megan%40contoso.test',
      '/api/site/userPhoto?login=pradeep%40contoso.test',
    ]);
  });

  it('asks no picture for a group or a person without a sign-in name, and revokes the pictures a session drops', async () => {
    const calls = stubApi();
    const client = renderAvatars('site', [
      { name: 'Owners', login: 'owners@contoso.test', isGroup: true },
      { name: 'NOT FOUND' },
      { name: 'Megan Bowen', login: 'megan@contoso.test' },
    ]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(client.getQueryData(queryKeys.userPhoto('site', 'megan@contoso.test'))).toBe('blob:megan'));
    cleanup();
    client.removeQueries({ queryKey: queryKeys.userPhoto('site', 'megan@contoso.test') });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:megan');
  });
});
