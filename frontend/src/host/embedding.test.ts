import { describe, expect, it } from 'vitest';
import { embeddingOf } from './embedding';

describe('embeddingOf', () => {
  it('is a full page when not framed and without a sender', () => {
    expect(embeddingOf({ SPHostUrl: 'https://contoso' }, false)).toEqual({ mode: 'fullPage', teamChat: false, showBoardSelector: false });
  });

  it('is an app part inside a frame or with a SenderId', () => {
    expect(embeddingOf({}, true).mode).toBe('appPart');
    expect(embeddingOf({ SenderId: 'A1' }, false).mode).toBe('appPart');
  });

  it('is a Teams tab by the teams parameter, framed or not', () => {
    expect(embeddingOf({ teams: 'channel' }, true)).toEqual({ mode: 'teamsTab', teamChat: false, showBoardSelector: false });
    expect(embeddingOf({ teams: 'Chat' }, true)).toEqual({ mode: 'teamsTab', teamChat: true, showBoardSelector: false });
  });

  it('is a Teams tab when Teams answered the handshake, in a chat by its context rather than the parameter', () => {
    const context = { theme: 'dark' as const, locale: 'de-de', frameContext: 'content', teamChat: true, siteUrl: null };
    expect(embeddingOf({ selector: 'true' }, true, context)).toEqual({ mode: 'teamsTab', teamChat: true, showBoardSelector: true });
    expect(embeddingOf({ teams: 'chat', selector: 'true' }, true, { ...context, teamChat: false })).toEqual({
      mode: 'teamsTab',
      teamChat: false,
      showBoardSelector: false,
    });
    expect(embeddingOf({ teams: 'personal' }, false).mode).toBe('teamsTab');
  });

  it('shows the board selector only in a chat with selector=true', () => {
    expect(embeddingOf({ teams: 'chat', selector: 'true' }, true).showBoardSelector).toBe(true);
    expect(embeddingOf({ teams: 'chat', selector: 'false' }, true).showBoardSelector).toBe(false);
    expect(embeddingOf({ teams: 'channel', selector: 'true' }, true).showBoardSelector).toBe(false);
    expect(embeddingOf({ selector: 'true' }, false).showBoardSelector).toBe(false);
  });
});
