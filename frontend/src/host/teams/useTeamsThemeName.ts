import { useSyncExternalStore } from 'react';
import { teamsHost } from './teamsLaunch';
import type { TeamsThemeName } from './teamsTab';

const noTheme = () => null;
const subscribeNothing = () => () => undefined;

/** Teams' current theme, following its changes live; null outside Teams. */
export function useTeamsThemeName(): TeamsThemeName | null {
  const host = teamsHost();
  return useSyncExternalStore(
    host ? (listener) => host.onThemeChange(listener) : subscribeNothing,
    host ? () => host.theme() : noTheme,
    noTheme,
  );
}
