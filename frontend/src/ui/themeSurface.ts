import { createContext, useContext } from 'react';
import { webLightTheme } from '@fluentui/react-components';

/**
 * The colour of the theme's main surface (colorNeutralBackground1) as a value, not a CSS variable:
 * colours that come from data (style rules) are checked for contrast against it.
 */
export const ThemeSurfaceContext = createContext<string>(webLightTheme.colorNeutralBackground1);

export function useThemeSurface(): string {
  return useContext(ThemeSurfaceContext);
}
