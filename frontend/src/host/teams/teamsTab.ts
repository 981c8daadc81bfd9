/**
 * What the page knows of the Teams tab it runs in, and what it may ask of Teams, in the page's own
 * words. Only `teamsHost.ts` speaks to `@microsoft/teams-js`; everything else sees this.
 */
export type TeamsThemeName = 'default' | 'dark' | 'contrast';

export interface TeamsTabContext {
  /** Teams' theme when the tab opened (Teams' names). */
  theme: TeamsThemeName;
  /** Teams' language (e.g. `de-de`), which the page's texts, dates and numbers follow. */
  locale: string;
  /** `content` for a tab's page, `settings` for its configuration page, `authentication` for a sign-in popup. */
  frameContext: string;
  /** A tab in a chat or meeting chat rather than in a team's channel or the personal app. */
  teamChat: boolean;
  /** The SharePoint site the tab belongs to (the team's site), or the organisation's root site; null when Teams names none. */
  siteUrl: string | null;
}

/** What a configured tab shows: Teams keeps it and opens `contentUrl` in the tab. */
export interface TabConfiguration {
  entityId: string;
  contentUrl: string;
  websiteUrl: string;
  suggestedDisplayName: string;
}

export interface TeamsHost {
  context: TeamsTabContext;
  /** The current theme, following Teams' changes. */
  theme(): TeamsThemeName;
  onThemeChange(listener: () => void): () => void;
  /** Teams single sign-on: an access token for our API (its audience is the tab's app id URI). */
  getAuthToken(): Promise<string>;
  /** Opens `url` in Teams' authentication popup; answers what the popup reports (our API's token). */
  authenticate(url: string): Promise<string>;
  /** On the configuration page: whether Teams may enable its Save button. */
  setConfigurationValid(valid: boolean): void;
  /** On the configuration page: what Save stores; a rejection keeps the dialog open with its message. */
  onConfigurationSave(configure: () => Promise<TabConfiguration>): void;
}
