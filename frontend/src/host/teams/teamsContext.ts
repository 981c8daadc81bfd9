import type { app } from '@microsoft/teams-js';
import type { TeamsTabContext, TeamsThemeName } from './teamsTab';

const THEMES: readonly TeamsThemeName[] = ['default', 'dark', 'contrast'];

export function teamsThemeName(theme: string | undefined): TeamsThemeName {
  return THEMES.find((name) => name === theme) ?? 'default';
}

/**
 * The SharePoint site of a tab: the team's site in a channel; elsewhere (a personal tab, a chat) the
 * organisation's root site, known from the person's OneDrive domain (`contoso-my.sharepoint.com`).
 */
export function tabSiteUrl(site: app.Context['sharePointSite']): string | null {
  if (site?.teamSiteUrl) return site.teamSiteUrl;
  const oneDrive = /^([a-z0-9-]+)-my\.(sharepoint(?:\.[a-z]+)+)$/i.exec(site?.mySiteDomain ?? '');
  return oneDrive ? `https://${oneDrive[1]}.${oneDrive[2]}` : null;
}

export function teamsTabContextOf(context: app.Context): TeamsTabContext {
  return {
    theme: teamsThemeName(context.app.theme),
    locale: context.app.locale,
    frameContext: String(context.page.frameContext ?? 'content'),
    teamChat: Boolean(context.chat?.id) && !context.channel?.id,
    siteUrl: tabSiteUrl(context.sharePointSite),
  };
}
