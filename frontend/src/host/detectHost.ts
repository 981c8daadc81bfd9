import { API_PATHS, SP_HOST_PARAM, type AuthConfig } from '@listboard/shared';
import { mayBeTeamsTab } from './framing';
import { readPageParameters } from './hostQuery';
import { setTeamsHost } from './teams/teamsLaunch';

/** The sign-in configuration as the Teams handshake read it: the app starts with it rather than asking again. */
let configRead: AuthConfig | null = null;

export function authConfigReadAtStart(): AuthConfig | null {
  return configRead;
}

/** Teams answers its tab's handshake at once; a frame that is not Teams never does, so this bounds the wait. */
const TEAMS_HANDSHAKE_MS = 3_000;

/**
 * Before the app starts: a Teams tab learns its context (theme, language, site) from Teams over the
 * SDK's handshake, so the page comes up in Teams' language and theme. A page that cannot be Teams starts at once.
 */
export async function detectHost(): Promise<void> {
  if (!mayBeTeamsTab()) return;
  const parameters = readPageParameters(window.location.search);
  try {
    const [origins, { connectTeams }] = await Promise.all([trustedTeamsOrigins(), import('./teams/teamsHost')]);
    const host = await connectTeams(origins, TEAMS_HANDSHAKE_MS);
    // Teams' sign-in popup is a page of its own that signs in as any page does, not a tab.
    if (!host || host.context.frameContext === 'authentication') return;
    setTeamsHost(host);
    // A tab without a site opens the team's site (or the organisation's root site), as Teams names it.
    if (host.context.siteUrl && !parameters.SPHostUrl) {
      const url = new URL(window.location.href);
      url.searchParams.set(SP_HOST_PARAM, host.context.siteUrl);
      window.history.replaceState(window.history.state, '', url);
    }
  } catch {
    // Teams could not be reached: the page runs as it would in any frame, with the `teams` parameter's fallback.
  }
}

/** The Teams hosts the deployment trusts besides the SDK's own list (LISTBOARD_TEAMS_HOST_ORIGINS). */
async function trustedTeamsOrigins(): Promise<string[]> {
  const answer = await fetch(`/api/${API_PATHS.authConfig}`, { headers: { accept: 'application/json' } });
  if (!answer.ok) return [];
  const config = (await answer.json()) as AuthConfig;
  configRead = config;
  return Array.isArray(config.teamsHostOrigins)
    ? config.teamsHostOrigins.filter((origin): origin is string => typeof origin === 'string')
    : [];
}
