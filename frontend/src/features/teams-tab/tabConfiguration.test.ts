import { describe, expect, it } from 'vitest';
import { tabConfigurationFor } from './tabConfiguration';

const board = {
  id: 'b 1',
  name: 'Team tasks',
  description: '',
  siteUrl: 'https://contoso.sharepoint.com/sites/sales',
  owners: [],
  cardCount: 3,
  canEditSettings: false,
  isFavorite: false,
  errorMessage: null,
};

describe('a Teams tab configuration', () => {
  it("opens the board's page on its site in the tab, with the board selector in a chat", () => {
    expect(tabConfigurationFor(board, 'https://listboard.contoso.com', board.siteUrl, true)).toEqual({
      entityId: 'b 1',
      contentUrl:
        'https://listboard.contoso.com/kanban/b%201?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com%2Fsites%2Fsales&teams=chat&selector=true',
      websiteUrl: 'https://listboard.contoso.com/kanban/b%201?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com%2Fsites%2Fsales',
      suggestedDisplayName: 'Team tasks',
    });
  });

  it('names a channel tab as such, without the selector', () => {
    const { contentUrl } = tabConfigurationFor(board, 'https://listboard.contoso.com', board.siteUrl, false);
    expect(new URL(contentUrl).searchParams.get('teams')).toBe('channel');
    expect(new URL(contentUrl).searchParams.has('selector')).toBe(false);
  });
});
