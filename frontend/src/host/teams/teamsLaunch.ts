import type { TeamsHost } from './teamsTab';

let launched: TeamsHost | null = null;

/** Set once, before the app starts, when the page found Teams as its host. */
export function setTeamsHost(host: TeamsHost): void {
  launched = host;
}

/** The Teams tab the page runs in, or null outside Teams. */
export function teamsHost(): TeamsHost | null {
  return launched;
}
