import { teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { readPageParameters } from '../host/hostQuery';
import { teamsThemeOf } from './theme';

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
