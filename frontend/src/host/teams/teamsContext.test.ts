import { describe, expect, it } from 'vitest';
import type { app } from '@microsoft/teams-js';
import { tabSiteUrl, teamsTabContextOf, teamsThemeName } from './teamsContext';

const context = (overrides: Partial<app.Context>): app.Context =>
  ({
    app: { locale: 'de-de', theme: 'dark', sessionId: 's', host: { name: 'Teams', clientType: 'web', sessionId: 'h' } },
    page: { id: 'board-1', frameContext: 'content' },
    ...overrides,
  }) as app.Context;

describe('the Teams tab context', () => {
  it("takes Teams' theme, language and frame, and tells a chat from a channel", () => {
    expect(teamsTabContextOf(context({ chat: { id: '19:chat' } }))).toEqual({
      theme: 'dark',
      locale: 'de-de',
      frameContext: 'content',
      teamChat: true,
      siteUrl: null,
    });
    expect(teamsTabContextOf(context({ chat: { id: '19:chat' }, channel: { id: '19:channel' } })).teamChat).toBe(false);
    expect(teamsTabContextOf(context({})).teamChat).toBe(false);
  });

  it('knows only the three Teams themes; another name is the default one', () => {
    expect(['default', 'dark', 'contrast', 'purple', undefined].map(teamsThemeName)).toEqual([
      'default',
      'dark',
      'contrast',
      'default',
      'default',
    ]);
  });

  it("opens the team's site, else the organisation's root site named by the OneDrive domain", () => {
    expect(tabSiteUrl({ teamSiteUrl: 'https://contoso.sharepoint.com/sites/sales', mySiteDomain: 'contoso-my.sharepoint.com' })).toBe(
      'https://contoso.sharepoint.com/sites/sales',
    );
    expect(tabSiteUrl({ mySiteDomain: 'contoso-my.sharepoint.com' })).toBe('https://contoso.sharepoint.com');
    expect(tabSiteUrl({ mySiteDomain: 'fabrikam-my.sharepoint.us' })).toBe('https://fabrikam.sharepoint.us');
    expect(tabSiteUrl({ mySiteDomain: 'evil.example.com' })).toBeNull();
    expect(tabSiteUrl(undefined)).toBeNull();
  });
});
