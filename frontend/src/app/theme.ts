import { useSyncExternalStore } from 'react';
import {
  type Theme,
  teamsDarkTheme,
  teamsHighContrastTheme,
  teamsLightTheme,
  webDarkTheme,
  webLightTheme,
} from '@fluentui/react-components';

import { useTeamsThemeName } from '../host/teams/useTeamsThemeName';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Teams puts its theme on a tab's URL as `{theme}` (default, dark, contrast); our Teams manifest
 * passes it as the `theme` page parameter, kept on every navigation like the others.
 */
const TEAMS_THEMES: Readonly<Record<string, Theme>> = { default: teamsLightTheme, dark: teamsDarkTheme, contrast: teamsHighContrastTheme };

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_QUERY).matches);
}

/** The Teams theme a `theme` page parameter names, or null (an unknown name falls back to the system's). */
export function teamsThemeOf(themeParameter: string | undefined): Theme | null {
  return (themeParameter && Object.hasOwn(TEAMS_THEMES, themeParameter) && TEAMS_THEMES[themeParameter]) || null;
}

/**
 * The page's theme: in Teams, Teams' theme; elsewhere the Fluent web theme of the system's light or dark
 * preference. A board that declines the Teams theme (`wearTeamsTheme` false) gets Listboard's own web
 * theme in Teams' lightness; high contrast is a person's need, not a look, and stays.
 */
export function appThemeFor(teamsTheme: Theme | null, wearTeamsTheme: boolean, prefersDarkScheme: boolean): Theme {
  if (!teamsTheme) return prefersDarkScheme ? webDarkTheme : webLightTheme;
  if (wearTeamsTheme || teamsTheme === teamsHighContrastTheme) return teamsTheme;
  return teamsTheme === teamsDarkTheme ? webDarkTheme : webLightTheme;
}

/** The page's theme, following Teams' changes live (from the SDK; else the `theme` page parameter) and the system's preference. */
export function useAppTheme(themeParameter: string | undefined, wearTeamsTheme: boolean): Theme {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const teamsName = useTeamsThemeName();
  return appThemeFor(teamsName ? TEAMS_THEMES[teamsName] : teamsThemeOf(themeParameter), wearTeamsTheme, dark);
}
