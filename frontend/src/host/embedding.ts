import { createContext, useContext } from 'react';
import type { PageParameters } from './hostQuery';
import type { TeamsTabContext } from './teams/teamsTab';

/**
 * How the page runs (spec 3 section 1): as a full page, as an app part embedded in a host page, or as a
 * tab of the team-chat app. Teams is known by the SDK's handshake (detectHost.ts); where that cannot
 * run (a host without the SDK's protocol), `teams=chat`, `teams=channel` or `teams=personal` in the URL stands in.
 */
export type EmbeddingMode = 'fullPage' | 'appPart' | 'teamsTab';

export interface Embedding {
  mode: EmbeddingMode;
  /** A tab in a chat (not a channel): the board selector may appear there. */
  teamChat: boolean;
  /** Spec 1 section 2: in team-chat mode a board selector appears when `selector` is true. */
  showBoardSelector: boolean;
}

/** `framed` is whether the page runs inside another page's frame; `teams` the context Teams gave in its handshake. */
export function embeddingOf(parameters: PageParameters, framed: boolean, teams: TeamsTabContext | null = null): Embedding {
  const teamsParameter = parameters.teams?.toLowerCase();
  if (teams || teamsParameter === 'chat' || teamsParameter === 'channel' || teamsParameter === 'personal') {
    const teamChat = teams ? teams.teamChat : teamsParameter === 'chat';
    return { mode: 'teamsTab', teamChat, showBoardSelector: teamChat && parameters.selector?.toLowerCase() === 'true' };
  }
  // The host page gives its app parts a SenderId for resize messages.
  const appPart = framed || parameters.SenderId !== undefined;
  return { mode: appPart ? 'appPart' : 'fullPage', teamChat: false, showBoardSelector: false };
}

export const EmbeddingContext = createContext<Embedding>({ mode: 'fullPage', teamChat: false, showBoardSelector: false });

export function useEmbedding(): Embedding {
  return useContext(EmbeddingContext);
}
