import { useSyncExternalStore } from 'react';
import type { TeamsHost, TeamsThemeName } from './teamsTab';

let launched: TeamsHost | null = null;

/** Set once, before the app starts, when the page found Teams as its host. */
export function setTeamsHost(host: TeamsHost): void {
  launched = host;
}

/** The Teams tab the page runs in, or null outside Teams. */
export function teamsHost(): TeamsHost | null {
  return launched;
}

const noTheme = () => null;
const subscribeNothing = () => () => undefined;

/** Teams' current theme, following its changes live; null outside Teams. */
export function useTeamsThemeName(): TeamsThemeName | null {
  return useSyncExternalStore(
    launched ? (listener) => (launched as TeamsHost).onThemeChange(listener) : subscribeNothing,
    launched ? () => (launched as TeamsHost).theme() : noTheme,
    noTheme,
  );
}
