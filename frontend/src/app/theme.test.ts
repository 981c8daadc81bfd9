import { teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { readPageParameters } from '../host/hostQuery';
import { appThemeFor, teamsThemeOf } from './theme';

describe('teamsThemeOf', () => {
  it("picks the Teams theme a tab URL's {theme} names", () => {
    expect(teamsThemeOf('default')).toBe(teamsLightTheme);
    expect(teamsThemeOf('dark')).toBe(teamsDarkTheme);
    expect(teamsThemeOf('contrast')).toBe(teamsHighContrastTheme);
  });

  it('leaves the theme to the system without a known name', () => {
    expect(teamsThemeOf(undefined)).toBeNull();
    expect(teamsThemeOf('toString')).toBeNull();
    expect(teamsThemeOf('purple')).toBeNull();
  });

  it('is read as a page parameter, so navigation keeps it', () => {
    expect(readPageParameters('?SPHostUrl=x&theme=dark').theme).toBe('dark');
  });
});

describe('appThemeFor', () => {
  it("wears Teams' theme in Teams, whatever the system prefers", () => {
    expect(appThemeFor(teamsDarkTheme, true, false)).toBe(teamsDarkTheme);
    expect(appThemeFor(teamsLightTheme, true, true)).toBe(teamsLightTheme);
  });

  it("gives a board that declines the Teams theme Listboard's web theme in Teams' lightness, but keeps high contrast", () => {
    expect(appThemeFor(teamsDarkTheme, false, false)).toBe(webDarkTheme);
    expect(appThemeFor(teamsLightTheme, false, true)).toBe(webLightTheme);
    expect(appThemeFor(teamsHighContrastTheme, false, false)).toBe(teamsHighContrastTheme);
  });

  it("follows the system's preference outside Teams", () => {
    expect(appThemeFor(null, true, true)).toBe(webDarkTheme);
    expect(appThemeFor(null, false, false)).toBe(webLightTheme);
  });
});
