import { createContext, useContext } from 'react';
import type { PageParameters } from './hostQuery';

/**
 * How the page runs (spec 3 section 1): as a full page, as an app part embedded in a host page, or as a
 * tab of the team-chat app. A Teams tab is opened with `teams=chat` or `teams=channel` in its URL (the
 * tab's packaging comes with the identity issue), because the page cannot ask Teams itself without its
 * SDK handshake.
 */
export type EmbeddingMode = 'fullPage' | 'appPart' | 'teamsTab';

export interface Embedding {
  mode: EmbeddingMode;
  /** A tab in a chat (not a channel): the board selector may appear there. */
  teamChat: boolean;
  /** Spec 1 section 2: in team-chat mode a board selector appears when `selector` is true. */
  showBoardSelector: boolean;
}

/** `framed` is whether the page runs inside another page's frame. */
export function embeddingOf(parameters: PageParameters, framed: boolean): Embedding {
  const teams = parameters.teams?.toLowerCase();
  if (teams === 'chat' || teams === 'channel') {
    const teamChat = teams === 'chat';
    return { mode: 'teamsTab', teamChat, showBoardSelector: teamChat && parameters.selector?.toLowerCase() === 'true' };
  }
  // The host page gives its app parts a SenderId for resize messages.
  const appPart = framed || parameters.SenderId !== undefined;
  return { mode: appPart ? 'appPart' : 'fullPage', teamChat: false, showBoardSelector: false };
}

/** Whether this window is inside a frame; a cross-origin parent denies access, which also means framed. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export const EmbeddingContext = createContext<Embedding>({ mode: 'fullPage', teamChat: false, showBoardSelector: false });

export function useEmbedding(): Embedding {
  return useContext(EmbeddingContext);
}
