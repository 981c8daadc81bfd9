import { SP_HOST_PARAM, type BoardSummary } from '@listboard/shared';
import type { TabConfiguration } from '../../host/teams/teamsTab';

/**
 * What a Teams tab stores for a board: the board's page on this site, which Teams opens in the tab
 * (in a chat with the board selector, spec 1 section 2, since a chat's tab is seldom reconfigured),
 * and the same page without Teams for "Go to website".
 */
export function tabConfigurationFor(board: BoardSummary, origin: string, hostSite: string, teamChat: boolean): TabConfiguration {
  const page = new URL(`/kanban/${encodeURIComponent(board.id)}`, origin);
  page.searchParams.set(SP_HOST_PARAM, hostSite);
  const websiteUrl = page.href;
  page.searchParams.set('teams', teamChat ? 'chat' : 'channel');
  if (teamChat) page.searchParams.set('selector', 'true');
  return { entityId: board.id, contentUrl: page.href, websiteUrl, suggestedDisplayName: board.name };
}
